// Range filtering for the demo's repositories, with the same open ends as the server's:
// YYYY-MM-DD strings compare as text, so a missing bound lets every date through.
import type { RangeQuery } from "@evenkeel/domain/router";

export function inRange(date: string, query: Pick<RangeQuery, "start_date" | "end_date">): boolean {
  return (
    (query.start_date === undefined || date >= query.start_date) &&
    (query.end_date === undefined || date <= query.end_date)
  );
}

export function byDateAscending<T extends { date: string }>(a: T, b: T): number {
  return a.date.localeCompare(b.date);
}

export function byDateDescending<T extends { date: string }>(a: T, b: T): number {
  return b.date.localeCompare(a.date);
}
