// Writes dist/pages/<name>.html for the pages of src/painted/paintedPages.tsx: index.html with
// that page painted inside #root in place of the brand shell (the public pages), its own title,
// and links to the page chunk's styles and scripts (docs/decisions/053-painted-public-pages.md).
// The server answers /<name> with it; the service worker keeps it for offline visits.
//
// The pages are rendered by the components themselves: a second, server-side Vite build of
// paintedPages.tsx with the same component plugins (so vanilla-extract gives the same class
// names), imported here and rendered with react-dom/server.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type Rolldown } from "vite";
import type { PaintedMarkup } from "../src/painted/paintedPages.tsx";
import { escapeHtml, loadContracts, shellMarkup } from "./product-identity.ts";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ENTRY = "src/painted/paintedPages.tsx";
/** Where the server-side build goes: under node_modules, so its imports of packages resolve. */
const SSR_DIR = "node_modules/.painted-pages";

/** What a painted page adds to index.html's head: its chunk's styles and scripts. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/** index.html with `page` painted in place of the shell (if it paints), titled, with its assets linked. */
export function paintPage(indexHtml: string, shell: string, page: PaintedMarkup, assets: PageAssets): string {
  if (indexHtml.split(shell).length !== 2) throw new Error("index.html must hold the painted shell once");
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error("index.html must have a title");
  if (!indexHtml.includes("  </head>")) throw new Error("index.html must end its head on a line of its own");
  // A painted page needs its styles to be painted; a page that keeps the brand shell only
  // fetches them early, without holding the shell's paint back (the app links them when it
  // loads the page's chunk).
  const style = page.markup === undefined ? 'rel="preload" as="style"' : 'rel="stylesheet"';
  const links = [
    ...assets.scripts.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    ...assets.styles.map((file) => `    <link ${style} crossorigin href="/${file}">`),
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace("  </head>", () => [...links, "  </head>"].join("\n"))
    .replace(shell, () => page.markup ?? shell);
}

/** The files index.html links to ("assets/…"). */
export function linkedFiles(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string);
}

/**
 * The chunks and styles the page's module needs beyond what index.html already loads: the
 * chunk holding the module and its static imports, less those index.html's files bring.
 */
export function pageAssets(
  bundle: OutputBundle,
  moduleId: string,
  indexFiles: readonly string[],
): PageAssets {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === "chunk") chunks.set(output.fileName, output);
  const reach = (start: Iterable<string>) => {
    const reached = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || reached.has(fileName)) return;
      reached.add(fileName);
      for (const next of chunk.imports) visit(next);
    };
    for (const fileName of start) visit(fileName);
    return reached;
  };
  const cssOf = (fileNames: Iterable<string>) =>
    new Set(
      [...fileNames].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]),
    );
  const loaded = reach(indexFiles);
  const loadedCss = new Set([...indexFiles, ...cssOf(loaded)]);
  const home = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!home) throw new Error(`no chunk holds ${moduleId}`);
  const own = [...reach([home.fileName])].filter((fileName) => !loaded.has(fileName));
  return { scripts: own, styles: [...cssOf(own)].filter((file) => !loadedCss.has(file)) };
}

/** Builds paintedPages.tsx for Node with the component plugins and renders every page. */
async function renderPages(root: string, plugins: () => PluginOption[]): Promise<PaintedMarkup[]> {
  const outDir = path.join(root, SSR_DIR);
  await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    plugins: plugins(),
    build: { ssr: ENTRY, outDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  try {
    const built = pathToFileURL(path.join(outDir, "paintedPages.js")).href;
    const { renderPaintedPages } = (await import(built)) as typeof import("../src/painted/paintedPages.tsx");
    return renderPaintedPages();
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** The Vite plugin; `plugins` makes the component plugins (React, vanilla-extract) afresh. */
export function paintedPages(plugins: () => PluginOption[]): Plugin {
  let root = "";
  return {
    name: "evenkeel-painted-pages",
    apply: "build",
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("the build has no index.html");
      const indexHtml = String(index.source);
      const { PRODUCT_NAME } = await loadContracts(root);
      const shell = shellMarkup(PRODUCT_NAME);
      const indexFiles = linkedFiles(indexHtml);
      for (const page of await renderPages(root, plugins)) {
        const assets = pageAssets(bundle, path.join(root, page.module), indexFiles);
        this.emitFile({
          type: "asset",
          fileName: `pages/${page.name}.html`,
          source: paintPage(indexHtml, shell, page, assets),
        });
      }
    },
  };
}
