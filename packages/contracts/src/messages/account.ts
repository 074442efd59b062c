// The profile, its picture, and erasing an account's data.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
// Profile and pictures (docs/screens.md)
export const PROFILE_UPDATED = "Profile updated successfully!";
export const PROFILE_UPDATE_FAILED = "Failed to update profile";
export const IMAGE_TYPE_INVALID = "Please select an image file";
export const IMAGE_TOO_LARGE = "Image size must be less than 5MB";
export const IMAGE_FORMAT_UNSUPPORTED = "Please upload a JPEG, PNG or WebP image";
export const PROFILE_PICTURE_PATH_INVALID = "Profile picture must be an uploaded image";

// Erase (docs/screens.md)
export const ALL_DATA_DELETED = "All account data deleted. Your account is still active.";
export const ERASE_FAILED = "Failed to delete account data";
