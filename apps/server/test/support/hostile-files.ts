// The hostile files of the second security review, made by the tests on the fly and
// streamed to disk, never committed: a zip of many empty entries (ZIP64, as a real tool writes
// more than 65,535), an export.xml with one huge attribute, a WHOOP CSV whose first line never
// ends, and a small zip whose evenkeel-export.json unpacks to far more than any export.
import fs from "node:fs";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { WHOOP_FILES } from "../../src/imports/whoop-export/whoop-export.ts";
import { APPLE_DOCTYPE } from "./health-exports.ts";

const MB = 1024 * 1024;

/** Writes `count` stored, empty entries named f0000000, f0000001, … with a ZIP64 end record. */
export function writeZipOfEmptyEntries(path: string, count: number): number {
  const nameLength = 8;
  const localSize = 30 + nameLength;
  const centralSize = 46 + nameLength;
  const name = (index: number) => `f${String(index).padStart(nameLength - 1, "0")}`;
  const fd = fs.openSync(path, "w", 0o600);
  try {
    const batch = 10_000;
    for (let first = 0; first < count; first += batch) {
      const size = Math.min(batch, count - first);
      const out = Buffer.alloc(size * localSize);
      for (let i = 0; i < size; i += 1) {
        const at = i * localSize;
        out.writeUInt32LE(0x04034b50, at);
        out.writeUInt16LE(20, at + 4); // version needed
        out.writeUInt16LE(0x21, at + 12); // 1980-01-01
        out.writeUInt16LE(nameLength, at + 26);
        out.write(name(first + i), at + 30, "latin1");
      }
      fs.writeSync(fd, out);
    }
    const directoryOffset = count * localSize;
    for (let first = 0; first < count; first += batch) {
      const size = Math.min(batch, count - first);
      const out = Buffer.alloc(size * centralSize);
      for (let i = 0; i < size; i += 1) {
        const at = i * centralSize;
        out.writeUInt32LE(0x02014b50, at);
        out.writeUInt16LE(20, at + 4); // made by
        out.writeUInt16LE(20, at + 6); // needed
        out.writeUInt16LE(0x21, at + 14);
        out.writeUInt16LE(nameLength, at + 28);
        out.writeUInt32LE((first + i) * localSize, at + 42);
        out.write(name(first + i), at + 46, "latin1");
      }
      fs.writeSync(fd, out);
    }
    const directorySize = count * centralSize;
    const zip64End = directoryOffset + directorySize;
    const tail = Buffer.alloc(56 + 20 + 22);
    tail.writeUInt32LE(0x06064b50, 0);
    tail.writeBigUInt64LE(44n, 4);
    tail.writeUInt16LE(45, 12);
    tail.writeUInt16LE(45, 14);
    tail.writeBigUInt64LE(BigInt(count), 24);
    tail.writeBigUInt64LE(BigInt(count), 32);
    tail.writeBigUInt64LE(BigInt(directorySize), 40);
    tail.writeBigUInt64LE(BigInt(directoryOffset), 48);
    tail.writeUInt32LE(0x07064b50, 56);
    tail.writeBigUInt64LE(BigInt(zip64End), 64);
    tail.writeUInt32LE(1, 72);
    tail.writeUInt32LE(0x06054b50, 76);
    tail.writeUInt16LE(0xffff, 84);
    tail.writeUInt16LE(0xffff, 86);
    tail.writeUInt32LE(0xffffffff, 88);
    tail.writeUInt32LE(0xffffffff, 92);
    fs.writeSync(fd, tail);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(path).size;
}

/** Writes `head`, then `bytes` of `fill` in 1 MB pieces, then `tail`. */
function writeFilled(path: string, head: string, bytes: number, fill: string, tail: string): void {
  const fd = fs.openSync(path, "w", 0o600);
  try {
    fs.writeSync(fd, head);
    const piece = Buffer.alloc(MB, fill);
    for (let left = bytes; left > 0; left -= MB) fs.writeSync(fd, piece, 0, Math.min(MB, left));
    fs.writeSync(fd, tail);
    // On disk before the upload starts: the server's own writes (SQLite syncs every commit) must
    // not queue behind hundreds of MB this test left for the kernel to write back.
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** An Apple Health export.xml whose one resting-heart-rate record has a `bytes`-long sourceName. */
export function writeXmlWithLongAttribute(path: string, bytes: number): void {
  writeFilled(
    path,
    `<?xml version="1.0" encoding="UTF-8"?>\n${APPLE_DOCTYPE}\n<HealthData locale="en_US">\n` +
      ' <Record type="HKQuantityTypeIdentifierRestingHeartRate" value="55" sourceName="',
    bytes,
    "a",
    '" startDate="2026-03-07 07:00:00 -0500" endDate="2026-03-07 07:00:00 -0500"/>\n</HealthData>\n',
  );
}

/** A WHOOP physiological_cycles.csv whose header line runs on for `bytes` without a line break. */
export function writeCsvWithLongFirstLine(path: string, bytes: number): void {
  writeFilled(path, WHOOP_FILES.cycles.join(","), bytes, "a", "\n");
}

/**
 * A zip holding a valid evenkeel-export.json led by `padBytes` of white space (still valid JSON),
 * deflated as it is made: a few hundred KB that unpack to more than any export.
 */
export function zipOfPaddedExport(document: unknown, padBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const entry = new ZipDeflate("evenkeel-export.json", { level: 6 });
  zip.add(entry);
  const pad = new Uint8Array(MB).fill(0x20);
  for (let left = padBytes; left > 0; left -= MB) entry.push(pad.subarray(0, Math.min(MB, left)));
  entry.push(strToU8(JSON.stringify(document)), true);
  zip.end();
  return Buffer.concat(chunks);
}

/** Starts a process's peak resident memory (VmHWM) afresh from what it holds now (Linux). */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Peak and current resident memory of a process, from /proc (Linux), in bytes. */
export function processMemory(pid: number): { peak: number; now: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { peak: kb("VmHWM"), now: kb("VmRSS") };
}
