// Date arithmetic for the contract tests (YYYY-MM-DD in UTC).

export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
