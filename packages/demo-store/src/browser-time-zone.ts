// The runtime's IANA time zone (the visitor's, in a browser): the demo's "today" follows it,
// as the server's does through the x-time-zone header.

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
