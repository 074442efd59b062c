// A small reader for the real-data extracts (docs/score.md "Real data"): comma-separated, a
// header line, no quoted fields. Each row becomes a record keyed by the header's names.

export type CsvRow = Readonly<Record<string, string>>;

export function parseCsv(text: string): CsvRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = (lines[0] ?? "").split(",");
  return lines.slice(1).map((line) => {
    const cells = line.split(",");
    const row: Record<string, string> = {};
    header.forEach((name, c) => {
      row[name] = cells[c] ?? "";
    });
    return row;
  });
}

/** The cell as a finite number, or null when empty or not a number. */
export function numberOrNull(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === "") return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
}
