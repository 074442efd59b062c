// Failures of a provider integration that callers tell apart, whatever the provider: a refused
// refresh (the user must reconnect), a refused authorization code, an access token the provider
// no longer accepts, a data type the user did not grant, and any other answer outside the
// provider's documentation.

/** The token endpoint refused our refresh token (invalid_grant, 400 or 401). */
export class RefreshRefusedError extends Error {
  override name = "RefreshRefusedError";
}

/** The token endpoint refused the authorization code from the callback. */
export class CodeRefusedError extends Error {
  override name = "CodeRefusedError";
}

/** The API answered 401 to a bearer token. */
export class ProviderUnauthorizedError extends Error {
  override name = "ProviderUnauthorizedError";
}

/** An answer outside what the API documents (unexpected status, body that fails its schema). */
export class ProviderResponseError extends Error {
  override name = "ProviderResponseError";
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

/** The member did not share this data type with us (a scope unticked at consent): 403. */
export class DataNotSharedError extends Error {
  override name = "DataNotSharedError";
}

/**
 * The provider refused for a reason the member can act on (Google Health: a Google account
 * without Fitbit data). `reason` completes the sync's message for them, in their words.
 */
export class ProviderAccountError extends Error {
  override name = "ProviderAccountError";
  constructor(readonly reason: string) {
    super(reason);
  }
}
