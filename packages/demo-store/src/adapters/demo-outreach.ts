// The demo's OutreachPort: it lives in this browser and sends nothing, no e-mail and no
// notifications, so every channel says so, and no check-in link or alert exists.
import { AppError, DEMO_SENDS_NOTHING } from "@evenkeel/contracts";
import type { OutreachPort } from "@evenkeel/domain/router";

export const demoOutreach: OutreachPort = {
  delivers: false,
  channels: () => ({
    push: { available: false, reason: DEMO_SENDS_NOTHING, public_key: null },
    email: { available: false, reason: DEMO_SENDS_NOTHING },
  }),
  subscriptions: {
    list: async () => [],
    add: async () => {
      throw new AppError("BAD_REQUEST", DEMO_SENDS_NOTHING);
    },
    remove: async () => false,
  },
  alerts: {
    list: async () => [],
    get: async () => null,
    markRead: async () => false,
  },
  checkins: {
    peek: async () => ({ ok: false, refusal: "invalid", date: null }),
    use: async () => ({ ok: false, refusal: "invalid", date: null }),
  },
};
