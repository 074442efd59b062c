// Requests Node's HTTP parser refuses before Express ever sees them (a malformed request line,
// a URL or headers over 16 KB): answered like every other error, as JSON { detail } with the
// security headers and no-store (docs/security.md #14, #16), instead of Node's bare status line.
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { BAD_REQUEST } from "./errors.ts";

export const REQUEST_HEAD_TOO_LARGE = "The request's URL or headers are too large";
export const REQUEST_TIMED_OUT = "The request took too long to arrive";

const HEADERS = [
  "Content-Type: application/json; charset=utf-8",
  "Cache-Control: no-store",
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: no-referrer",
  "X-Frame-Options: DENY",
  "Content-Security-Policy: default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
  "Connection: close",
];

/**
 * Connections carrying a large upload that may take longer than the server's whole-request
 * timeout (a 4 GB export): the route that reads it times it out when bytes stop
 * arriving instead, so Node's request timeout is ignored for them.
 */
const longUploads = new WeakSet<Duplex>();

export function exemptFromRequestTimeout(socket: Duplex): void {
  longUploads.add(socket);
}

/** The http.Server "clientError" listener. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" && longUploads.has(socket)) return;
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] = statusOf(error.code);
  const body = JSON.stringify({ detail });
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...HEADERS];
  head.push(`Content-Length: ${Buffer.byteLength(body)}`);
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
}

function statusOf(code: string | undefined): [number, string] {
  if (code === "HPE_HEADER_OVERFLOW") return [431, REQUEST_HEAD_TOO_LARGE];
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, REQUEST_TIMED_OUT];
  return [400, BAD_REQUEST];
}
