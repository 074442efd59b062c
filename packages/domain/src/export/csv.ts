// RFC 4180 CSV: comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote,
// a line break or leading/trailing space, and a quote inside doubled. Numbers are written as
// JavaScript prints them (no grouping, no rounding) so a spreadsheet reads them back exactly.
// Text a spreadsheet would run as a formula is neutralised as OWASP's "CSV Injection" page
// describes (docs/exports.md): a cell beginning with =, +, -, @, tab or carriage return gets a
// leading single quote and is quoted, so it is shown as text; a number is never a formula.

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** The characters OWASP lists as starting a formula in Excel, LibreOffice or Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that is just a number ("-4.5", "+1e3") is read as that number, not run. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value))
    return `"'${value.replaceAll('"', '""')}"`;
  const text = typeof value === "string" ? value : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** Parses RFC 4180 text back into records (for tests and the range check); the header included. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += char;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
