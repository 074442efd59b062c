// Vite builds the web app into apps/web/dist, which the server serves in production.
// In development the API and health check are proxied to the server on port 3000.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type PluginOption } from "vite";
import { paintedPages } from "./build/painted-pages.ts";
import { precompress } from "./build/precompress.ts";
import { productIdentity } from "./build/product-identity.ts";
import { shellIntoServiceWorker } from "./build/shell-files.ts";

const apiServer = "http://localhost:3000";
const proxy = {
  "/api": { target: apiServer },
  "/healthz": { target: apiServer },
};

/** What turns the components into code; the painted pages are rendered with the same (build/painted-pages.ts). */
const componentPlugins = (): PluginOption[] => [react(), vanillaExtractPlugin()];

export default defineConfig({
  plugins: [
    ...componentPlugins(),
    productIdentity(),
    paintedPages(componentPlugins),
    shellIntoServiceWorker(),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the first page needs comes in two files, the libraries and the app's own code
        // (rolldown's "$initial" modules), not some twenty small shared chunks: on a phone's
        // slow link every request costs a round trip (docs/decisions/053-painted-public-pages.md).
        codeSplitting: {
          groups: [
            { name: "vendor", tags: ["$initial"], test: /node_modules/, priority: 2 },
            { name: "start", tags: ["$initial"], priority: 1 },
            // The pages a phone opens first come in one file each, with everything they import
            // (the check-in and sign-up pages first, then the dashboard); the pages opened later
            // keep rolldown's own chunks and load from these what they share with them.
            ...["CheckinPage", "SignupPage", "DashboardPage"].map((page) => ({
              name: page,
              test: new RegExp(`src[\\/]pages[\\/]${page}[\\/]${page}\\.tsx$`),
            })),
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});
