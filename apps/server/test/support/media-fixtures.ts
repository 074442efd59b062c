// Pictures for media tests, made with sharp or by hand: ordinary images, a JPEG carrying GPS
// EXIF, files that only pretend to be images, and a PNG header announcing a pixel bomb.
import zlib from "node:zlib";
import sharp from "sharp";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

export const pngBytes = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const webpBytes = (width = 64, height = 48) => solid(width, height).webp().toBuffer();
export const gifBytes = () => solid(16, 16).gif().toBuffer();

/** A JPEG with GPS coordinates, a camera model and orientation 6 (rotate 90° to view). */
export const jpegWithGpsBytes = (width = 80, height = 40) =>
  solid(width, height)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "SpyCam", Model: "Tracker 3000" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 2640/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 3960/100",
        },
      },
    })
    .toBuffer();

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/** A PNG whose header claims 30000 × 30000 pixels (900 MP) in a few dozen bytes. */
export function pngPixelBomb(size = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = zlib.deflateSync(Buffer.alloc(1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
