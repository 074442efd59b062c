// Failures of the WHOOP integration that callers tell apart: a refused refresh (the user must
// reconnect), a refused authorization code, an access token WHOOP no longer accepts, and any
// other answer that is not what the API documents.

/** The token endpoint refused our refresh token (invalid_grant, 400 or 401). */
export class RefreshRefusedError extends Error {
  override name = "RefreshRefusedError";
}

/** The token endpoint refused the authorization code from the callback. */
export class CodeRefusedError extends Error {
  override name = "CodeRefusedError";
}

/** The API answered 401 to a bearer token. */
export class WhoopUnauthorizedError extends Error {
  override name = "WhoopUnauthorizedError";
}

/** An answer outside what the API documents (unexpected status, body that fails its schema). */
export class WhoopResponseError extends Error {
  override name = "WhoopResponseError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The connection cannot be used until the user connects again (refresh refused, key changed). */
export class NeedsReconnectError extends Error {
  override name = "NeedsReconnectError";
}
