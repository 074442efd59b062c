// Headers every call to the API carries: the browser's IANA time zone (the server's idea of
// "today" follows it) and, when signed in, the bearer access token.
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import { browserTimeZone } from "../dates/today";
import { readAccessToken } from "../session/storage";

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [TIME_ZONE_HEADER]: browserTimeZone() };
  const accessToken = readAccessToken();
  if (accessToken !== null) headers.authorization = `Bearer ${accessToken}`;
  return headers;
}
