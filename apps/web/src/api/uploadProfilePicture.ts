// The profile picture goes over REST multipart (POST /auth/upload-profile-picture,
// field `file`), with the bearer token when there is one (sign-up uploads before an account
// exists). The answer's `url` is a path relative to the API host.
import { uploadProfilePictureOutputSchema } from "@evenkeel/contracts";
import { ApiRequestError, readErrorDetail } from "./apiErrors";
import { UPLOAD_PROFILE_PICTURE_URL } from "./endpoints";
import { requestHeaders } from "./requestHeaders";
import { refreshTokens } from "./tokenRefresh";

function send(file: File): Promise<Response> {
  const form = new FormData();
  form.append("file", file);
  return fetch(UPLOAD_PROFILE_PICTURE_URL, { method: "POST", headers: requestHeaders(), body: form });
}

/** Uploads the picture and returns its relative path, e.g. /api/uploads/3f9c….webp. */
export async function uploadProfilePicture(file: File): Promise<string> {
  let response = await send(file);
  // Same rule as every tRPC call: one refresh and one retry on a 401.
  if (response.status === 401 && (await refreshTokens())) response = await send(file);
  if (!response.ok) throw new ApiRequestError(response.status, await readErrorDetail(response));
  const parsed = uploadProfilePictureOutputSchema.safeParse(await response.json());
  if (!parsed.success) throw new ApiRequestError(response.status, null);
  return parsed.data.url;
}
