// The pages a share link answers (docs/exports.md "Share links"): the report's page and the
// page of a link that expired or was revoked. Plain HTML with one hashed stylesheet (no script),
// in Evenkeel's look: the mark, the brand's teal and the app's type, so a clinician sees where
// it comes from, and a gone link says what to do next.
import { createHash } from "node:crypto";
import { PRODUCT_NAME, SHARE_LINK_GONE, SHARE_LINK_GONE_NEXT } from "@evenkeel/contracts";

// The colours and type of the web app's theme (apps/web/src/styles/theme.css.ts).
const STYLE = `*{box-sizing:border-box}
body{margin:0;background:#f4f6f5;color:#1c2a27;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;line-height:1.5}
header{background:#fff;border-bottom:1px solid #dde4e1}
.bar{max-width:44rem;margin:0 auto;padding:.9rem 1.25rem;display:flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.1rem}
.bar svg{width:32px;height:32px;flex:none}
main{max-width:44rem;margin:2rem auto;padding:0 1.25rem}
.card{background:#fff;border:1px solid #dde4e1;border-radius:14px;padding:1.5rem;box-shadow:0 1px 2px rgba(16,24,40,.06)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.period{color:#55635f;margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;margin:1.25rem 0}
a.download{display:inline-flex;align-items:center;min-height:44px;padding:.65rem 1.2rem;border-radius:10px;background:#0f766e;color:#fff;text-decoration:none;font-weight:600}
a.download:hover{background:#115e59}
a:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}
a.other{color:#134e4a;font-weight:600}
.statement{background:#f8faf9;border:1px solid #dde4e1;border-radius:10px;padding:.85rem 1rem;font-size:.9rem;color:#55635f;margin:0}
.next{margin:.75rem 0 0}`;
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The mark of the web app's BrandMark: a calm wave over a steady keel line. */
const MARK = `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M6 17.5c2.5-3 5-3 7.5 0s5 3 7.5 0 3.7-2.6 5-1.3" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><path d="M9 23h14" fill="none" stroke="#99e3d6" stroke-width="2.6" stroke-linecap="round"/></svg>`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A whole page: `body` is HTML already escaped by the caller. */
export function sharedPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header><div class="bar">${MARK}<span>${escapeHtml(PRODUCT_NAME)}</span></div></header><main><div class="card">${body}</div></main></body></html>`;
}

/** A link that expired, was revoked or never existed: the same page, with the way forward. */
export function goneSharedPage(): string {
  return sharedPage(
    `${SHARE_LINK_GONE} · ${PRODUCT_NAME}`,
    `<h1>${escapeHtml(SHARE_LINK_GONE)}</h1><p class="next">${escapeHtml(SHARE_LINK_GONE_NEXT)}</p>`,
  );
}
