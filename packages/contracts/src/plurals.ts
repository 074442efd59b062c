// The one way every screen, e-mail and file writes a count with its noun ("1 day", "3 days",
// "1,204 records"), in the app's US English, so nothing says "1 days" or "1 insights".

/** "1 day", "3 days", "1,204 records"; `plural` for nouns that do not just take an s. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** "WHOOP", "WHOOP or Oura", "WHOOP, Oura or Garmin" (US English lists, no serial comma before "or"). */
export function alternativesOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
