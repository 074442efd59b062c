// Vite builds the web app into apps/web/dist, which the server serves in production.
// In development the API and health check are proxied to the server on port 3000.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, runnerImport } from "vite";
import { precompress } from "./build/precompress.ts";

const apiServer = "http://localhost:3000";
const proxy = {
  "/api": { target: apiServer },
  "/healthz": { target: apiServer },
};

async function loadDefaultTitle(): Promise<string> {
  const { module: contracts } = await runnerImport<typeof import("@evenkeel/contracts")>(
    "@evenkeel/contracts",
    {
      configFile: false,
      root: import.meta.dirname,
      logLevel: "warn",
    },
  );
  return contracts.DEFAULT_TITLE;
}

/**
 * Writes the product's default title into index.html, so the words live only in contracts.
 * Contracts ship TypeScript sources, which Node cannot import while loading this config,
 * so they are loaded through Vite's module runner when the HTML is transformed.
 */
function defaultTitle(): Plugin {
  const marker = "<title></title>";
  let title: Promise<string> | undefined;
  return {
    name: "evenkeel-default-title",
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        if (!html.includes(marker))
          throw new Error(`index.html must contain ${marker} for the default title`);
        title ??= loadDefaultTitle();
        const escaped = (await title).replace(/&/g, "&amp;").replace(/</g, "&lt;");
        return html.replace(marker, `<title>${escaped}</title>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), defaultTitle(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});
