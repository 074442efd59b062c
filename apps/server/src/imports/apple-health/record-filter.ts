// Speed for Apple Health exports of gigabytes: most of an export.xml is records of
// kinds Evenkeel never reads (heart-rate samples, steps, energy). This filter sits before the
// XML parser, on the raw bytes, and takes each <Record> element whose `type` is not wanted out,
// whole, leaving only its line breaks, so the parser (and the UTF-8 decoder) never spend time on
// it and the parser's line numbers stay those of the file. Everything else — the prolog, Apple's
// inline DTD, the wanted records, workouts and whatever the filter cannot read with certainty —
// reaches the parser untouched, and the parser still checks that the document is complete. A
// removed element's contents are never parsed at all, so nothing in them (an entity, say) can be
// resolved. Searching bytes for ASCII markers is safe in UTF-8: no multi-byte character holds one.

const OPEN = Buffer.from("<Record");
const CLOSE = Buffer.from("</Record>");
const TYPE_ATTRIBUTE = Buffer.from(' type="');
const GT = 0x3e;
const DQ = 0x22;
const SQ = 0x27;
const NEWLINE = 0x0a;
/** A start tag or element longer than this is handed to the parser as it is. */
const MAX_PENDING = 1024 * 1024;

export interface RecordFilter {
  /** The bytes to parse for this chunk (an element cut by the chunk's end is held back). */
  push(chunk: Buffer): Buffer[];
  /** What is held back, at the end of the stream. */
  end(): Buffer[];
}

const newlineRuns = new Map<number, Buffer>();
function lineBreaks(bytes: Buffer, from: number, to: number): Buffer | null {
  let count = 0;
  let at = bytes.indexOf(NEWLINE, from);
  while (at !== -1 && at < to) {
    count += 1;
    at = bytes.indexOf(NEWLINE, at + 1);
  }
  if (count === 0) return null;
  let run = newlineRuns.get(count);
  if (!run) {
    run = Buffer.alloc(count, NEWLINE);
    if (count < 64) newlineRuns.set(count, run);
  }
  return run;
}

/**
 * Finds the ">" ending a start tag, skipping quoted attribute values. The next position of each
 * quote is remembered per buffer, so a file without single quotes is not searched to its end
 * for one at every tag.
 */
class TagScanner {
  private next = { [DQ]: -2, [SQ]: -2 } as Record<number, number>;

  constructor(private readonly bytes: Buffer) {}

  private quoteFrom(quote: number, at: number): number {
    const known = this.next[quote] as number;
    if (known === -1 || known >= at) return known;
    const found = this.bytes.indexOf(quote, at);
    this.next[quote] = found;
    return found;
  }

  /** The index of the start tag's ">" from `from`, -1 when not in the bytes yet. */
  end(from: number): number {
    const { bytes } = this;
    let at = from;
    for (;;) {
      const gt = bytes.indexOf(GT, at);
      if (gt === -1) return -1;
      const dq = this.quoteFrom(DQ, at);
      const sq = this.quoteFrom(SQ, at);
      const quote = dq !== -1 && dq < gt && (sq === -1 || dq < sq) ? dq : sq !== -1 && sq < gt ? sq : -1;
      if (quote === -1) return gt;
      const closing = bytes.indexOf(bytes[quote] as number, quote + 1);
      if (closing === -1) return -1;
      at = closing + 1;
    }
  }
}

/** The record's type, or null when it has none this filter can read (the parser then sees it). */
function typeOf(bytes: Buffer, from: number, tagEnd: number): string | null {
  const at = bytes.indexOf(TYPE_ATTRIBUTE, from);
  if (at === -1 || at > tagEnd) return null;
  const start = at + TYPE_ATTRIBUTE.length;
  const end = bytes.indexOf(DQ, start);
  if (end === -1 || end > tagEnd) return null;
  return bytes.toString("latin1", start, end);
}

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d;

export function createRecordFilter(wanted: ReadonlySet<string>, onSkip: () => void): RecordFilter {
  let pending: Buffer | null = null;
  return {
    push(chunk) {
      const bytes = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      const out: Buffer[] = [];
      const tags = new TagScanner(bytes);
      let index = 0;
      const holdFrom = (at: number) => {
        if (at > index) out.push(bytes.subarray(index, at));
        pending = bytes.subarray(at);
      };
      for (;;) {
        const open = bytes.indexOf(OPEN, index);
        if (open === -1) {
          // Hold back a possible "<Recor" cut at the end.
          const tail = bytes.lastIndexOf(0x3c /* "<" */);
          holdFrom(tail >= Math.max(index, bytes.length - OPEN.length) ? tail : bytes.length);
          break;
        }
        if (open + OPEN.length >= bytes.length) {
          holdFrom(open);
          break;
        }
        // "<Record" must be followed by white space to be a Record (not "<RecordList").
        if (!isSpace(bytes[open + OPEN.length])) {
          out.push(bytes.subarray(index, open + OPEN.length));
          index = open + OPEN.length;
          continue;
        }
        const tagEnd = tags.end(open + OPEN.length);
        if (tagEnd === -1) {
          holdFrom(open);
          break;
        }
        const type = typeOf(bytes, open, tagEnd);
        if (type === null || wanted.has(type)) {
          out.push(bytes.subarray(index, tagEnd + 1));
          index = tagEnd + 1;
          continue;
        }
        let elementEnd: number;
        if (bytes[tagEnd - 1] === 0x2f /* "/" */) {
          elementEnd = tagEnd + 1;
        } else {
          const close = bytes.indexOf(CLOSE, tagEnd);
          if (close === -1) {
            holdFrom(open);
            break;
          }
          elementEnd = close + CLOSE.length;
        }
        if (open > index) out.push(bytes.subarray(index, open));
        const breaks = lineBreaks(bytes, open, elementEnd);
        if (breaks) out.push(breaks);
        onSkip();
        index = elementEnd;
      }
      const held = pending as Buffer | null;
      if (held && held.length > MAX_PENDING) {
        // Not an element this filter can take out with certainty: the parser reads it.
        out.push(held);
        pending = null;
      }
      return out;
    },
    end() {
      const rest = pending;
      pending = null;
      return rest ? [rest] : [];
    },
  };
}
