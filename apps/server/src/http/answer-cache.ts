// The server's cache of serialised answers (docs/decisions/030): keyed by a read's key (user,
// data version, call, input, local day), so a write makes every entry of its user unreachable
// and nothing needs invalidating, in this process or any other sharing the database. Bounded
// by bytes (the smaller of ANSWER_CACHE_MB and a share of the heap limit); least recently used
// entries go first.
import { getHeapStatistics } from "node:v8";

/** The cache never holds more than this share of V8's heap limit, whatever ANSWER_CACHE_MB says. */
export const ANSWER_CACHE_HEAP_SHARE = 0.2;
/** Bytes counted per entry beyond its key and body (the Map entry, the object, the buffer header). */
const ENTRY_OVERHEAD = 200;

/** A kept answer: its serialised body and its status (200; 207 or 404 for a tRPC refusal, trpc-endpoint.ts). */
export interface KeptAnswer {
  status: number;
  body: Buffer;
}

export class AnswerCache {
  readonly capacityBytes: number;
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(capacityBytes: number) {
    this.capacityBytes = Math.max(0, Math.floor(capacityBytes));
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, body: Buffer, status = 200): void {
    const answer = { status, body };
    const cost = costOf(key, answer);
    // An answer bigger than an eighth of the cache would push out too many others.
    if (cost > this.capacityBytes / 8) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += cost;
    for (const [oldKey, oldAnswer] of this.entries) {
      if (this.bytes <= this.capacityBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= costOf(oldKey, oldAnswer);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= costOf(key, entry);
  }
}

function costOf(key: string, answer: KeptAnswer): number {
  return key.length * 2 + answer.body.byteLength + ENTRY_OVERHEAD;
}

/** The capacity for a configured cap in MB: never above the heap share; 0 turns the cache off. */
export function answerCacheCapacity(
  capMb: number,
  heapLimitBytes = getHeapStatistics().heap_size_limit,
): number {
  return Math.min(capMb * 1024 * 1024, heapLimitBytes * ANSWER_CACHE_HEAP_SHARE);
}
