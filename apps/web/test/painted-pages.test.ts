// How a painted page's HTML is made from index.html (build/painted-pages.ts), and which paths
// the service worker keeps them under (build/shell-files.ts).
import { describe, expect, it } from "vitest";
import { linkedFiles, paintPage } from "../build/painted-pages";
import { paintedPaths } from "../build/shell-files";

const SHELL = '<div class="ek-shell">Evenkeel</div>';
const INDEX = [
  "<!doctype html>",
  "<html>",
  "  <head>",
  "    <title>Evenkeel - See burnout coming</title>",
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">',
  "  </head>",
  "  <body>",
  `    <div id="root">${SHELL}</div>`,
  "  </body>",
  "</html>",
].join("\n");

describe("paintPage", () => {
  it("paints the page in place of the shell, titles it and links its chunk's files", () => {
    const html = paintPage(
      INDEX,
      SHELL,
      { name: "login", title: "Sign In - Evenkeel", module: "x", markup: '<div inert="">form $& $1</div>' },
      { scripts: ["assets/LoginPage-c3.js"], styles: ["assets/LoginPage-d4.css"] },
    );
    expect(html).toContain("<title>Sign In - Evenkeel</title>");
    // Replacement patterns in the markup stay as they are.
    expect(html).toContain('<div id="root"><div inert="">form $& $1</div></div>');
    expect(html).not.toContain(SHELL);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-c3.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-d4.css">\n  </head>');
  });

  it("keeps the shell of a page that paints nothing, and only preloads its styles", () => {
    const html = paintPage(
      INDEX,
      SHELL,
      { name: "dashboard", title: "Dashboard - Evenkeel", module: "x" },
      { scripts: [], styles: ["assets/DashboardPage-e5.css"] },
    );
    expect(html).toContain(`<div id="root">${SHELL}</div>`);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/DashboardPage-e5.css">');
  });

  it("refuses an index.html without the shell, rather than write a page without its frame", () => {
    expect(() =>
      paintPage(
        INDEX.replace(SHELL, ""),
        SHELL,
        { name: "login", title: "t", module: "x", markup: "m" },
        {
          scripts: [],
          styles: [],
        },
      ),
    ).toThrow(/shell/);
  });
});

describe("the files index.html links and the painted pages' paths", () => {
  it("reads index.html's assets", () => {
    expect(linkedFiles(INDEX)).toEqual(["assets/index-a1.js", "assets/index-b2.css"]);
  });

  it("names each pages/<name>.html by the path that serves it", () => {
    const asset = { type: "asset" } as const;
    const bundle = {
      "pages/login.html": asset,
      "pages/checkin.html": asset,
      "index.html": asset,
      "sw.js": asset,
    };
    expect(paintedPaths(bundle as never)).toEqual(["/checkin", "/login"]);
  });
});
