// The product's identity in index.html: its default title, its description for search engines
// and the painted brand shell, written at build time from @evenkeel/contracts, so the words
// live only there (docs/decisions/046-phone-first-visit.md).
import { type Plugin, runnerImport } from "vite";

type Contracts = typeof import("@evenkeel/contracts");

let contracts: Promise<Contracts> | undefined;

/**
 * Contracts ship TypeScript sources, which Node cannot import while loading the Vite config,
 * so they are loaded through Vite's module runner, once per build.
 */
export function loadContracts(root: string): Promise<Contracts> {
  contracts ??= runnerImport<Contracts>("@evenkeel/contracts", {
    configFile: false,
    root,
    logLevel: "warn",
  }).then(({ module }) => module);
  return contracts;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The brand as index.html paints it before the scripts run (src/styles/shell.css; BrandMark draws the same mark). */
export function shellMarkup(productName: string): string {
  return [
    '<div class="ek-shell" aria-hidden="true"><span class="ek-shell-brand">',
    '<svg viewBox="0 0 32 32" focusable="false"><rect width="32" height="32" rx="8" fill="#0f766e"/>',
    '<path d="M6 17.5c2.5-3 5-3 7.5 0s5 3 7.5 0 3.7-2.6 5-1.3" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
    '<path d="M9 23h14" fill="none" stroke="#99e3d6" stroke-width="2.6" stroke-linecap="round"/></svg>',
    `${escapeHtml(productName)}</span></div>`,
  ].join("");
}

/** Writes the default title, the description and the painted shell into index.html. */
export function productIdentity(): Plugin {
  const markers = ["<title></title>", '<meta name="description" content="" />', "<!--shell-->"];
  let root = "";
  return {
    name: "evenkeel-product-identity",
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        for (const marker of markers)
          if (!html.includes(marker)) throw new Error(`index.html must contain ${marker}`);
        const { DEFAULT_TITLE, PRODUCT_DESCRIPTION, PRODUCT_NAME } = await loadContracts(root);
        return html
          .replace(markers[0] as string, `<title>${escapeHtml(DEFAULT_TITLE)}</title>`)
          .replace(
            markers[1] as string,
            `<meta name="description" content="${escapeHtml(PRODUCT_DESCRIPTION)}" />`,
          )
          .replace(markers[2] as string, shellMarkup(PRODUCT_NAME));
      },
    },
  };
}
