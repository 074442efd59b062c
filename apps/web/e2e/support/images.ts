// Picture files for the upload tests: a real PNG (the server checks the bytes and re-encodes
// them), a file that is not an image, and one just over the 5 MB limit.
import zlib from "node:zlib";
import { PROFILE_IMAGE_MAX_BYTES } from "@evenkeel/contracts";

export type TestFile = { name: string; mimeType: string; buffer: Buffer };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG: a teal disc on a pale background, so a preview is visibly a picture. */
export function pngPicture(size = 96): TestFile {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 2.6) ** 2;
      row.set(inside ? [15, 118, 110] : [230, 244, 241], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { name: "portrait.png", mimeType: "image/png", buffer };
}

export function textFile(): TestFile {
  return { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") };
}

export function oversizedPicture(): TestFile {
  return { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1) };
}
