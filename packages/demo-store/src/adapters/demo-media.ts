// The demo's media port. A profile picture must be an /api/uploads/… path the server serves
// (contracts), and the demo never talks to a server, so uploads are refused with a message
// that says why instead of failing somewhere later.
import { AppError, DEMO_PROFILE_PICTURE_UNAVAILABLE } from "@evenkeel/contracts";
import type { MediaPort } from "@evenkeel/domain/router";

export function createDemoMedia(): MediaPort {
  return {
    async saveProfilePicture() {
      throw new AppError("FORBIDDEN", DEMO_PROFILE_PICTURE_UNAVAILABLE);
    },
  };
}
