// API answers of 8 KB or more go gzipped (level 1) to a client that accepts gzip; smaller ones,
// HEAD and everything but GET stay as they are (docs/decisions/046-phone-first-visit.md).
// Measured here: gzip level 1 costs about 0.1 ms for a 12 KB answer and makes it 1.5 KB, 54 ms
// less on a 1.6 Mbit/s phone link; brotli made it 1.2–1.5 KB for 0.4–0.8 ms, so answers never
// go brotli. Below 8 KB (the dashboard, a day's mood) the saving is a few milliseconds of
// transfer for a sixth more CPU per request, and small answers carrying credentials (sign-in)
// are never compressed, which keeps them out of reach of compression side channels.

import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

export const COMPRESS_ANSWERS_FROM_BYTES = 8 * 1024;

export function compressLargeAnswers(): RequestHandler[] {
  const gzip = compression({
    threshold: COMPRESS_ANSWERS_FROM_BYTES,
    level: zlib.constants.Z_BEST_SPEED,
    filter: (req, res) => req.method === "GET" && compression.filter(req, res),
  });
  return [
    (req, _res, next) => {
      // compression negotiates brotli when the client lists it; answers are gzip or nothing.
      const accepted = req.acceptsEncodings("gzip") === "gzip";
      req.headers["accept-encoding"] = accepted ? "gzip" : "identity";
      next();
    },
    gzip,
  ];
}
