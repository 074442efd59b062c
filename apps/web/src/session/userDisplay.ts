// How a user is named on screen: "First Last", else the e-mail (docs/screens.md).
import type { User } from "@evenkeel/contracts";
import { apiAssetUrl } from "../api/endpoints";

export function displayName(user: User): string {
  const { first_name, last_name } = user.user_metadata;
  const name = [first_name, last_name].filter((part) => part?.trim()).join(" ");
  return name || user.email;
}

/** Up to two initials from the names, else the e-mail's first letter. */
export function initialsOf(user: User): string {
  const { first_name, last_name } = user.user_metadata;
  const fromNames = [first_name, last_name].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (fromNames || user.email.charAt(0)).toUpperCase();
}

export function pictureUrlOf(user: User): string | null {
  const path = user.user_metadata.profile_picture_url;
  return path ? apiAssetUrl(path) : null;
}
