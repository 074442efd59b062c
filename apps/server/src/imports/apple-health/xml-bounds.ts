// Bounds on what the XML parser must hold at once (docs/security.md, "Limits on imported files").
// saxes has no limit of its own: it gathers a tag's name and attribute values, a comment, a CDATA
// section, a processing instruction, an entity name or the DOCTYPE whole in a string until it
// ends, so one 300 MB attribute makes a 300 MB string and the heap runs out. This scanner reads the
// text just before saxes does, following the same constructs (quotes, comments, the DTD's inner
// markup) closely enough to know where each ends, and refuses the file as soon as one outgrows its
// bound: saxes is never handed more than one chunk beyond it. A real export's longest tag is a
// <Record> of well under 1 KB; Apple's inline DTD is about 10 KB.

import { dataImportXmlTooLong } from "@evenkeel/contracts";
import { ImportInputError } from "../imported-days.ts";

/** The longest tag (name and attributes), text, comment, CDATA section, PI or entity name. */
export const XML_MAX_TOKEN_CHARS = 64 * 1024;
/** The longest DOCTYPE, Apple's inline DTD included. */
export const XML_MAX_DOCTYPE_CHARS = 1024 * 1024;

enum State {
  Text,
  Open,
  Bang,
  Tag,
  Comment,
  CData,
  Pi,
  Markup,
  Entity,
  Doctype,
  DoctypeQuoted,
  Dtd,
  DtdQuoted,
  DtdOpen,
  DtdBang,
  DtdComment,
  DtdPi,
}

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SEMI = 0x3b;
const DQ = 0x22;
const SQ = 0x27;
const NL = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const QUESTION = 0x3f;
const BANG = 0x21;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** What ends a run of a tag outside quotes. */
const TAG_STOP = /["'>]/g;

/** What each construct is called in the message. */
const WHAT: Partial<Record<State, string>> = {
  [State.Text]: "a text",
  [State.Tag]: "a tag with its attributes",
  [State.Comment]: "a comment",
  [State.CData]: "a CDATA section",
  [State.Pi]: "a processing instruction",
  [State.Markup]: "a declaration",
  [State.Entity]: "an entity name",
  [State.Doctype]: "the DOCTYPE",
};

export interface XmlBounds {
  /** Checks the next piece of text, before the parser gets it; throws ImportInputError past a bound. */
  check(text: string): void;
}

export function createXmlBounds(file: string): XmlBounds {
  let state = State.Text;
  let line = 1;
  /** The line the construct being measured started on. */
  let startLine = 1;
  /**
   * Its length so far. A text counts its characters other than white space: saxes keeps no text
   * (there is no text handler), and the records the filter takes out leave their line breaks and
   * indentation, millions of them in a row.
   */
  let length = 0;
  let quote = 0;
  /** Dashes, question marks or brackets seen just before, for the "-->", "?>" and "]]>" ends. */
  let run = 0;
  let bang = "";
  /** The text an entity interrupted: its length and first line, taken up again after the ";". */
  let textLength = 0;
  let textLine = 1;
  /** The state a bounded construct is measured under (the DTD's inner states count as the DOCTYPE). */
  let measured = State.Text;

  /** The text being checked, the index of the character being read, and how far its lines are counted. */
  let chunk = "";
  let at = 0;
  let counted = 0;
  /** The line of `position` in `chunk`: line breaks are counted by native search, once each. */
  const lineAt = (position: number) => {
    for (;;) {
      const next = chunk.indexOf("\n", counted);
      if (next === -1 || next >= position) break;
      line += 1;
      counted = next + 1;
    }
    counted = Math.max(counted, position);
    return line;
  };
  const begin = (next: State, measuredAs: State = next) => {
    state = next;
    measured = measuredAs;
    startLine = lineAt(at);
    length = 0;
    run = 0;
  };
  const refuse = (): never => {
    const limit = measured === State.Doctype ? XML_MAX_DOCTYPE_CHARS : XML_MAX_TOKEN_CHARS;
    throw new ImportInputError(dataImportXmlTooLong(file, startLine, WHAT[measured] ?? "a part", limit));
  };

  const step = (c: number) => {
    switch (state) {
      case State.Text:
        if (c === LT) begin(State.Open, State.Tag);
        else if (c === AMP) {
          // The entity is measured alone; the text around it goes on counting after it.
          textLength = length;
          textLine = startLine;
          state = measured = State.Entity;
          startLine = lineAt(at);
          length = 0;
        } else if (c !== NL && c !== CR && c !== SPACE && c !== TAB) length += 1;
        return;
      case State.Entity:
        if (c === SEMI) {
          state = measured = State.Text;
          startLine = textLine;
          length = textLength;
        }
        return;
      case State.Open:
        if (c === BANG) {
          state = State.Bang;
          bang = "";
        } else if (c === QUESTION) state = measured = State.Pi;
        else if (c === GT) begin(State.Text);
        else state = measured = State.Tag;
        return;
      case State.Bang:
        bang += String.fromCharCode(c);
        if (bang === "--") state = measured = State.Comment;
        else if (bang === "[CDATA[") state = measured = State.CData;
        else if (bang === "DOCTYPE") state = measured = State.Doctype;
        else if (!"--".startsWith(bang) && !"[CDATA[".startsWith(bang) && !"DOCTYPE".startsWith(bang))
          state = measured = State.Markup;
        if (state === State.Markup && c === GT) begin(State.Text);
        return;
      // State.Tag is read by skipInTag.
      case State.Markup:
        if (c === GT) begin(State.Text);
        return;
      case State.Comment:
        if (c === GT && run >= 2) begin(State.Text);
        else run = c === DASH ? run + 1 : 0;
        return;
      case State.CData:
        if (c === GT && run >= 2) begin(State.Text);
        else run = c === CLOSE_BRACKET ? run + 1 : 0;
        return;
      case State.Pi:
        if (c === GT && run >= 1) begin(State.Text);
        else run = c === QUESTION ? 1 : 0;
        return;
      // The DOCTYPE, as saxes reads it: quoted ids, then an internal subset in [ ] whose own
      // quoted values, comments and PIs may hold "]" or ">".
      case State.Doctype:
        if (c === GT) begin(State.Text);
        else if (c === OPEN_BRACKET) state = State.Dtd;
        else if (c === DQ || c === SQ) {
          quote = c;
          state = State.DoctypeQuoted;
        }
        return;
      case State.DoctypeQuoted:
        if (c === quote) {
          quote = 0;
          state = State.Doctype;
        }
        return;
      case State.Dtd:
        if (c === CLOSE_BRACKET) state = State.Doctype;
        else if (c === LT) state = State.DtdOpen;
        else if (c === DQ || c === SQ) {
          quote = c;
          state = State.DtdQuoted;
        }
        return;
      case State.DtdQuoted:
        if (c === quote) {
          quote = 0;
          state = State.Dtd;
        }
        return;
      case State.DtdOpen:
        state = c === BANG ? State.DtdBang : c === QUESTION ? State.DtdPi : State.Dtd;
        run = 0;
        return;
      case State.DtdBang:
        if (c === DASH) {
          run += 1;
          if (run === 2) {
            state = State.DtdComment;
            run = 0;
          }
        } else state = State.Dtd;
        return;
      case State.DtdComment:
        if (c === GT && run >= 2) state = State.Dtd;
        else run = c === DASH ? run + 1 : 0;
        return;
      case State.DtdPi:
        if (c === GT && run >= 1) state = State.Dtd;
        else run = c === QUESTION ? 1 : 0;
        return;
    }
  };

  const limit = () => (measured === State.Doctype ? XML_MAX_DOCTYPE_CHARS : XML_MAX_TOKEN_CHARS);

  /**
   * Inside a tag, where nearly all of an export's characters are: jumps to the next quote or ">"
   * by native search instead of reading each character.
   */
  const skipInTag = (index: number): number => {
    let end: number;
    if (quote !== 0) {
      const close = chunk.indexOf(quote === DQ ? '"' : "'", index);
      end = close === -1 ? chunk.length : close + 1;
      if (close !== -1) quote = 0;
      length += end - index;
    } else {
      TAG_STOP.lastIndex = index;
      const stop = TAG_STOP.exec(chunk);
      end = stop ? stop.index + 1 : chunk.length;
      length += end - index;
      if (length > XML_MAX_TOKEN_CHARS) refuse();
      if (stop) {
        const c = chunk.charCodeAt(stop.index);
        if (c === GT) {
          at = stop.index;
          begin(State.Text);
        } else quote = c;
      }
    }
    if (length > XML_MAX_TOKEN_CHARS) refuse();
    return end;
  };

  return {
    check(text) {
      chunk = text;
      counted = 0;
      let index = 0;
      while (index < text.length) {
        if (state === State.Tag) {
          index = skipInTag(index);
          continue;
        }
        at = index;
        step(text.charCodeAt(index));
        if (state !== State.Text) length += 1;
        if (length > limit()) refuse();
        index += 1;
      }
      lineAt(text.length);
    },
  };
}
