// Vite builds the web app into apps/web/dist, which the server serves in production.
// In development the API and health check are proxied to the server on port 3000.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, runnerImport } from "vite";
import { precompress } from "./build/precompress.ts";
import { shellIntoServiceWorker } from "./build/shell-files.ts";

const apiServer = "http://localhost:3000";
const proxy = {
  "/api": { target: apiServer },
  "/healthz": { target: apiServer },
};

type Contracts = typeof import("@evenkeel/contracts");

async function loadContracts(): Promise<Contracts> {
  const { module: contracts } = await runnerImport<Contracts>("@evenkeel/contracts", {
    configFile: false,
    root: import.meta.dirname,
    logLevel: "warn",
  });
  return contracts;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The brand as index.html paints it before the scripts run (src/styles/shell.css; BrandMark draws the same mark). */
function shellMarkup(productName: string): string {
  return [
    '<div class="ek-shell" aria-hidden="true"><span class="ek-shell-brand">',
    '<svg viewBox="0 0 32 32" focusable="false"><rect width="32" height="32" rx="8" fill="#0f766e"/>',
    '<path d="M6 17.5c2.5-3 5-3 7.5 0s5 3 7.5 0 3.7-2.6 5-1.3" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
    '<path d="M9 23h14" fill="none" stroke="#99e3d6" stroke-width="2.6" stroke-linecap="round"/></svg>',
    `${escapeHtml(productName)}</span></div>`,
  ].join("");
}

/**
 * Writes the product's default title, its description and the painted shell into index.html,
 * so the words live only in contracts. Contracts ship TypeScript sources, which Node cannot
 * import while loading this config, so they are loaded through Vite's module runner when the
 * HTML is transformed.
 */
function productIdentity(): Plugin {
  const markers = ["<title></title>", '<meta name="description" content="" />', "<!--shell-->"];
  let contracts: Promise<Contracts> | undefined;
  return {
    name: "evenkeel-product-identity",
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        for (const marker of markers)
          if (!html.includes(marker)) throw new Error(`index.html must contain ${marker}`);
        contracts ??= loadContracts();
        const { DEFAULT_TITLE, PRODUCT_DESCRIPTION, PRODUCT_NAME } = await contracts;
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), productIdentity(), shellIntoServiceWorker(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});
