// A `timezone_offset` (WHOOP's field; Oura's date-times end with the same form) (`+hh:mm`, `-hh:mm` or `Z`): the offset in minutes, and the local
// calendar date of an instant at that offset.

/** Minutes east of UTC: "+05:30" → 330, "-08:00" → -480, "Z" → 0. */
export function offsetMinutes(offset: string): number {
  if (offset === "Z") return 0;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new RangeError(`Not a time-zone offset: "${offset}"`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The YYYY-MM-DD date that `instant` (epoch ms or ISO date-time) falls on at `offset`. */
export function localDateAtOffset(instant: number | string, offset: string): string {
  const epochMs = typeof instant === "number" ? instant : Date.parse(instant);
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return new Date(epochMs + offsetMinutes(offset) * 60_000).toISOString().slice(0, 10);
}
