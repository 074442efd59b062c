// The built web app's weight: every JS and CSS chunk of apps/web/dist raw and gzipped (zlib's
// default level), and what a first visit to each page a phone opens first without the app
// (/login, /signup and /checkin, a reminder's link) downloads, found by loading the page in
// Chromium and collecting the files it fetched. A chunk whose source map holds
// packages/demo-store is the demo chunk: it must not be among them.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "@playwright/test";
import { type Figure, figure, printTable } from "./report.ts";
import { REPO_ROOT } from "./server-process.ts";

const ASSETS_DIR = path.join(REPO_ROOT, "apps/web/dist/assets");

interface Chunk {
  file: string;
  /** The file name without its content hash, e.g. index.js. */
  name: string;
  rawKb: number;
  gzipKb: number;
  demo: boolean;
}

export function readChunks(): Chunk[] {
  if (!fs.existsSync(ASSETS_DIR)) throw new Error(`${ASSETS_DIR} is missing: build the web app first`);
  const files = fs
    .readdirSync(ASSETS_DIR)
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
  const seen = new Map<string, number>();
  return files.map((file) => {
    const bytes = fs.readFileSync(path.join(ASSETS_DIR, file));
    let name = file.replace(/-[A-Za-z0-9_-]{8}(\.(js|css))$/, "$1");
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count > 1) name = name.replace(/(\.(js|css))$/, `-${count}$1`);
    return {
      file,
      name,
      rawKb: bytes.length / 1024,
      gzipKb: zlib.gzipSync(bytes).length / 1024,
      demo: isDemoChunk(file),
    };
  });
}

function isDemoChunk(file: string): boolean {
  const map = path.join(ASSETS_DIR, `${file}.map`);
  if (!fs.existsSync(map)) return false;
  const { sources = [] } = JSON.parse(fs.readFileSync(map, "utf8")) as { sources?: string[] };
  return sources.some((source) => source.includes("demo-store/"));
}

/** The pages measured, and what shows that the app has taken each over. */
const FIRST_PAGES = [
  { name: "login", path: "/login", ready: "form button[type=submit]" },
  { name: "signup", path: "/signup", ready: "form button[type=submit]" },
  // A link of an unknown token: the page, its call and the refusal it shows.
  {
    name: "checkin",
    path: `/checkin?token=${"a".repeat(43)}&date=2026-01-01`,
    ready: "[role=alert], main p",
  },
] as const;

/** The asset files a fresh browser fetches to show `pagePath`, once the app has taken it over. */
async function filesLoadedBy(browser: Browser, baseUrl: string, pagePath: string, ready: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/assets/")) loaded.add(path.basename(url.pathname));
  });
  await page.goto(pagePath, { waitUntil: "networkidle" });
  // The painted copy is inert; the app's own page is not.
  await page.locator(`#root > :not([inert]) ${ready}`).first().waitFor();
  await context.close();
  return loaded;
}

export async function benchBundle(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const chunks = readChunks();
  const sum = (list: Chunk[], ext: string, key: "rawKb" | "gzipKb") =>
    list.filter((chunk) => chunk.file.endsWith(ext)).reduce((total, chunk) => total + chunk[key], 0);
  const loadedBy = new Map<string, Set<string>>();
  for (const { name, path: pagePath, ready } of FIRST_PAGES)
    loadedBy.set(name, await filesLoadedBy(browser, baseUrl, pagePath, ready));
  const onPage = (name: string) => chunks.filter((chunk) => loadedBy.get(name)?.has(chunk.file));

  printTable(
    "Web bundle (apps/web/dist/assets; gzip = zlib default level)",
    ["chunk", "raw KB", "gzip KB", ...FIRST_PAGES.map(({ name }) => `on /${name}`), "demo"],
    chunks.map((chunk) => [
      chunk.file,
      chunk.rawKb.toFixed(1),
      chunk.gzipKb.toFixed(1),
      ...FIRST_PAGES.map(({ name }) => (loadedBy.get(name)?.has(chunk.file) ? "yes" : "")),
      chunk.demo ? "yes" : "",
    ]),
  );
  const figures = chunks.map((chunk) => figure(`web chunk ${chunk.name} gzip`, chunk.gzipKb, "KB"));
  figures.push(
    figure("web JS total gzip", sum(chunks, ".js", "gzipKb"), "KB"),
    figure("web CSS total gzip", sum(chunks, ".css", "gzipKb"), "KB"),
  );
  for (const { name } of FIRST_PAGES) {
    const loaded = onPage(name);
    figures.push(
      figure(`${name} first-visit JS KB`, sum(loaded, ".js", "gzipKb"), "KB"),
      figure(`${name} first-visit JS raw KB`, sum(loaded, ".js", "rawKb"), "KB"),
      figure(`${name} first-visit CSS KB`, sum(loaded, ".css", "gzipKb"), "KB"),
      figure(
        `${name} first-visit JS files`,
        loaded.filter((chunk) => chunk.file.endsWith(".js")).length,
        "count",
      ),
      figure(`demo chunk loaded on /${name}`, loaded.some((chunk) => chunk.demo) ? 1 : 0, "count"),
    );
  }
  return figures;
}
