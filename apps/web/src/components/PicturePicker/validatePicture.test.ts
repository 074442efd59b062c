// The picture is checked in the browser by type, size and its bytes.
import { describe, expect, it } from "vitest";
import { pictureFormatOf, validatePicture } from "./validatePicture";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");

describe("pictureFormatOf", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(pictureFormatOf(PNG)).toBe("png");
    expect(pictureFormatOf(JPEG)).toBe("jpeg");
    expect(pictureFormatOf(WEBP)).toBe("webp");
  });

  it("refuses text, GIF and too few bytes", () => {
    expect(pictureFormatOf(new TextEncoder().encode("hello, this is text"))).toBeNull();
    expect(pictureFormatOf(new TextEncoder().encode("GIF89a......"))).toBeNull();
    expect(pictureFormatOf(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe("validatePicture", () => {
  it("refuses a text file renamed .png with the format message", async () => {
    const renamed = new File(["just some notes, not a picture"], "notes.png", { type: "image/png" });
    expect(await validatePicture(renamed)).toBe("Please upload a JPEG, PNG or WebP image");
  });

  it("keeps the fixed messages for a non-image type and a file over 5 MB", async () => {
    expect(await validatePicture(new File(["x"], "notes.txt", { type: "text/plain" }))).toBe(
      "Please select an image file",
    );
    const big = new File([PNG, new Uint8Array(5 * 1024 * 1024)], "big.png", { type: "image/png" });
    expect(await validatePicture(big)).toBe("Image size must be less than 5MB");
  });

  it("accepts a real PNG", async () => {
    expect(await validatePicture(new File([PNG], "me.png", { type: "image/png" }))).toBeNull();
  });
});
