// Where the API lives (docs/architecture.md): `{origin}/api`, with the tRPC router at /api/trpc.
// The server hands out picture paths such as /api/uploads/… relative to the same origin.

export const API_BASE_PATH = "/api";
export const TRPC_URL = `${API_BASE_PATH}/trpc`;
export const UPLOAD_PROFILE_PICTURE_URL = `${API_BASE_PATH}/auth/upload-profile-picture`;

/** An absolute URL for a relative path the API returned (e.g. a profile picture). */
export function apiAssetUrl(relativePath: string): string {
  return new URL(relativePath, window.location.origin).href;
}
