// Profile pictures (docs/security.md #10): JPEG, PNG and WebP accepted by their bytes and
// re-encoded to WebP without metadata (GPS gone); SVG, HTML, GIF, oversize files and pixel
// bombs refused; stored under a random name, never the user's.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { createMediaStore, type MediaStore } from "../src/media/index.ts";
import { migratedDatabase } from "./support/identity-fixtures.ts";
import { captureLogs } from "./support/log-capture.ts";
import {
  gifBytes,
  HTML,
  jpegWithGpsBytes,
  pngBytes,
  pngPixelBomb,
  SVG,
  webpBytes,
} from "./support/media-fixtures.ts";

let db: AppDatabase;
let dataDir: string;
let media: MediaStore;

beforeEach(async () => {
  ({ db, dataDir } = await migratedDatabase());
  media = createMediaStore({ db, dataDir, logger: captureLogs().logger });
});
afterEach(async () => {
  await db.destroy();
});

const save = (bytes: Uint8Array, declared_type?: string) =>
  media.saveProfilePicture({ bytes, declared_type }, null);
const storedFile = (url: string) => path.join(dataDir, "uploads", url.replace("/api/uploads/", ""));

describe("accepted pictures", () => {
  it.each([
    ["PNG", pngBytes],
    ["WebP", webpBytes],
    ["JPEG", () => jpegWithGpsBytes()],
  ])("stores a %s as a re-encoded WebP under /api/uploads/<random>.webp", async (_label, make) => {
    const url = await save(await make(), "image/png");
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const stored = fs.readFileSync(storedFile(url));
    expect((await sharp(stored).metadata()).format).toBe("webp");
    expect(fs.statSync(storedFile(url)).mode & 0o777).toBe(0o600);
    const rows = await db.selectFrom("uploads").selectAll().execute();
    expect(rows).toMatchObject([{ file_name: url.split("/").pop(), owner_user_id: null }]);
  });

  it("drops EXIF (GPS, camera) after turning the picture upright", async () => {
    const original = await jpegWithGpsBytes(80, 40);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("SpyCam"))).toBe(true);
    const stored = fs.readFileSync(storedFile(await save(original)));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([40, 80]);
    expect(stored.includes(Buffer.from("SpyCam"))).toBe(false);
    expect(stored.includes(Buffer.from("Exif"))).toBe(false);
  });

  it("scales large pictures down to at most 1024 px", async () => {
    const stored = fs.readFileSync(storedFile(await save(await pngBytes(3000, 1500))));
    const { width, height } = await sharp(stored).metadata();
    expect([width, height]).toEqual([1024, 512]);
  });

  it("trusts the bytes, not the declared type, and never uses a name the user sent", async () => {
    const bytes = await pngBytes();
    const first = await save(bytes, "image/svg+xml; name=../../evil.svg");
    const second = await save(bytes, "image/svg+xml; name=../../evil.svg");
    expect(first).not.toBe(second);
    expect(fs.readdirSync(path.join(dataDir, "uploads")).sort()).toEqual(
      [first, second].map((url) => url.split("/").pop()).sort(),
    );
  });
});

describe("refused uploads", () => {
  it.each([
    ["SVG (with script)", SVG, "Please upload a JPEG, PNG or WebP image"],
    [
      "SVG with a byte-order mark",
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), SVG]),
      "Please upload a JPEG, PNG or WebP image",
    ],
    ["HTML", HTML, "Please select an image file"],
    ["plain text", Buffer.from("hello"), "Please select an image file"],
    ["an empty file", Buffer.alloc(0), "Please select an image file"],
    [
      "JPEG magic followed by garbage",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      "Please select an image file",
    ],
  ])("%s", async (_label, bytes, detail) => {
    await expect(save(bytes, "image/png")).rejects.toMatchObject({ code: "BAD_REQUEST", detail });
    expect(await db.selectFrom("uploads").selectAll().execute()).toHaveLength(0);
  });

  it("GIF", async () => {
    await expect(save(await gifBytes(), "image/gif")).rejects.toMatchObject({
      detail: "Please upload a JPEG, PNG or WebP image",
    });
  });

  it("more than 5 MB, with 413", async () => {
    const png = await pngBytes();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    await expect(save(big)).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      detail: "Image size must be less than 5MB",
    });
  });

  it("a pixel bomb: a tiny PNG announcing 900 megapixels", async () => {
    const bomb = pngPixelBomb();
    expect(bomb.length).toBeLessThan(200);
    await expect(save(bomb)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      detail: expect.stringMatching(/too large/),
    });
  });

  it("more pixels than a configured limit, even for a real image", async () => {
    const strict = createMediaStore({ db, dataDir, logger: captureLogs().logger, maxInputPixels: 1000 });
    await expect(strict.saveProfilePicture({ bytes: await pngBytes(100, 100) }, null)).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(strict.saveProfilePicture({ bytes: await pngBytes(30, 30) }, null)).resolves.toMatch(
      /\.webp$/,
    );
  });
});
