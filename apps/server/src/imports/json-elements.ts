// The records of a JSON file that is one array of them (Fitbit's export files), one at a time as
// the bytes arrive: the top-level array is cut into its elements on the raw bytes, and each
// element alone goes to JSON.parse. Bounded in what one element may be (its bytes, so a huge
// string or object is refused), how deep anything nests, and how many elements there are
// (docs/security.md, "Limits on imported files"); a file never sits in memory whole.
import type { Readable } from "node:stream";
import {
  dataImportJsonMalformed,
  dataImportJsonRecordTooLong,
  dataImportJsonTooDeep,
  dataImportJsonTooMany,
} from "@evenkeel/contracts";
import { ImportInputError, ImportStopped } from "./imported-days.ts";

export interface JsonArrayLimits {
  /** The most bytes one element may take (a night of 30-second sleep stages is about 100 KB). */
  maxElementBytes: number;
  /** How deep an element may nest (a Fitbit sleep nests 4 levels). */
  maxDepth: number;
  /** The most elements the array may hold. */
  maxElements: number;
}

export const JSON_LIMITS: JsonArrayLimits = {
  maxElementBytes: 4 * 1024 * 1024,
  maxDepth: 16,
  maxElements: 1_000_000,
};

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const BOM = [0xef, 0xbb, 0xbf];
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

export interface JsonArrayOptions {
  file: string;
  limits?: JsonArrayLimits;
  /** Called with the file's bytes read so far. */
  onBytes?: (bytes: number) => void;
  stopping?: () => boolean;
}

/** Yields each element of the file's top-level array, parsed, with its place (1, 2, …). */
export async function* jsonArrayElements(
  stream: Readable,
  options: JsonArrayOptions,
): AsyncGenerator<{ value: unknown; index: number }> {
  const { file } = options;
  const limits = options.limits ?? JSON_LIMITS;
  const malformed = (reason: string) => new ImportInputError(dataImportJsonMalformed(file, reason));
  // before: nothing yet; inside: in the array between elements; element: within one; after: done.
  let state: "before" | "inside" | "element" | "after" = "before";
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: Buffer[] = [];
  let partBytes = 0;
  let elementStart = 0;
  let count = 0;
  let read = 0;
  let position = 0;
  const finish = () => {
    count += 1;
    if (count > limits.maxElements)
      throw new ImportInputError(dataImportJsonTooMany(file, limits.maxElements));
    const text = Buffer.concat(parts).toString("utf8");
    parts = [];
    partBytes = 0;
    try {
      return { value: JSON.parse(text) as unknown, index: count };
    } catch {
      throw malformed(`record ${count}`);
    }
  };
  try {
    for await (const raw of stream) {
      if (options.stopping?.()) throw new ImportStopped();
      const chunk = typeof raw === "string" ? Buffer.from(raw) : (raw as Buffer);
      const start = read;
      read += chunk.length;
      elementStart = 0;
      const ready: { value: unknown; index: number }[] = [];
      for (let at = 0; at < chunk.length; at += 1) {
        const byte = chunk[at] as number;
        if (state === "element") {
          if (inString) {
            if (escaped) escaped = false;
            else if (byte === BACKSLASH) escaped = true;
            else if (byte === QUOTE) inString = false;
            continue;
          }
          if (byte === QUOTE) inString = true;
          else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
            depth += 1;
            if (depth > limits.maxDepth)
              throw new ImportInputError(dataImportJsonTooDeep(file, limits.maxDepth));
          } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
            if (depth === 0) {
              if (byte === CLOSE_OBJECT) throw malformed(`record ${count + 1}`);
              keep(chunk.subarray(elementStart, at));
              ready.push(finish());
              state = "after";
              continue;
            }
            depth -= 1;
          } else if (byte === COMMA && depth === 0) {
            keep(chunk.subarray(elementStart, at));
            ready.push(finish());
            state = "inside";
          }
          continue;
        }
        if (isSpace(byte)) continue;
        position = start + at;
        // A byte-order mark, however the chunks cut it.
        if (state === "before" && position < 3 && byte === BOM[position]) continue;
        if (state === "before") {
          if (byte !== OPEN_ARRAY) throw malformed("no array of records");
          state = "inside";
        } else if (state === "inside") {
          if (byte === CLOSE_ARRAY && count === 0) {
            state = "after";
            continue;
          }
          if (byte === COMMA || byte === CLOSE_ARRAY) throw malformed(`record ${count + 1}`);
          state = "element";
          elementStart = at;
          depth = 0;
          at -= 1; // the element's first byte is read again as part of it
        } else {
          throw malformed("text after the array");
        }
      }
      if (state === "element") keep(chunk.subarray(elementStart));
      options.onBytes?.(read);
      yield* ready;
    }
  } finally {
    stream.destroy();
  }
  if ((state as string) !== "after") throw malformed("the file breaks off");

  function keep(part: Buffer): void {
    partBytes += part.length;
    if (partBytes > limits.maxElementBytes)
      throw new ImportInputError(dataImportJsonRecordTooLong(file, count + 1, limits.maxElementBytes));
    parts.push(Buffer.from(part));
  }
}
