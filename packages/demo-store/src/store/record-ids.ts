// Ids for rows the demo creates. crypto.getRandomValues works in every browser context,
// including plain-http self-hosted origins where crypto.randomUUID is unavailable.

export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 4122 version 4 layout, so demo ids look like the server's.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
