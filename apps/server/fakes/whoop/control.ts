// The fake WHOOP's test controls: members, faults, token tricks, score states, webhooks and
// request counters. Tests call them in-process; `POST /__control {"action", ...args}` runs the
// same operations when the fake runs on its own.
import type { FakeApp, FakeWorld, MemberOptions } from "./fake-world.ts";
import type { FaultRule, Faults } from "./fault-injection.ts";
import { type DeliveryOptions, deliverWebhook, type WebhookEventInput } from "./webhook-delivery.ts";

export function buildControl(world: FakeWorld, faults: Faults, app: FakeApp) {
  return {
    world,
    faults,
    /** A new member (with its generated history); answers its WHOOP user_id. */
    createMember: (member: MemberOptions = {}) => world.createMember(member).profile.user_id,
    failNext: (rule: FaultRule) => void faults.rules.push({ ...rule }),
    setRateLimit: (perMinute: number | null) => {
      faults.rateLimitPerMinute = perMinute;
    },
    setDelay: (ms: number) => {
      faults.delayMs = ms;
    },
    /** Requests wait unanswered until releaseRequests() (fault-injection.ts). */
    holdRequests: () => faults.hold(),
    releaseRequests: () => faults.release(),
    heldRequests: () => faults.held(),
    resetFaults: () => faults.reset(),
    expireAccessTokens: (memberId?: number) => world.expireAccessTokens(memberId),
    refuseRefresh: (memberId: number) => world.refuseRefresh(memberId),
    setLatestScoreState: (memberId: number, count: number, state: "PENDING_SCORE" | "SCORED") =>
      world.setLatestScoreState(memberId, count, state),
    count: (key: string) => world.counts.get(key) ?? 0,
    counts: () => Object.fromEntries(world.counts),
    resetCounts: () => world.counts.clear(),
    isRevoked: (memberId: number) => world.member(memberId).revoked,
    sendWebhook: (url: string, event: WebhookEventInput, delivery?: DeliveryOptions) =>
      deliverWebhook(url, app.clientSecret, event, delivery),
  };
}

export type FakeControl = ReturnType<typeof buildControl>;

/** Runs a control operation by name with JSON arguments. */
export async function runControl(control: FakeControl, action: unknown, args: Record<string, unknown>) {
  const num = (name: string) => (typeof args[name] === "number" ? (args[name] as number) : undefined);
  const text = (name: string) => (typeof args[name] === "string" ? (args[name] as string) : undefined);
  const memberId = () => {
    const id = num("memberId");
    if (id === undefined) throw new Error("memberId is required");
    return id;
  };
  switch (action) {
    case "createMember":
      return control.createMember({ offset: text("offset"), days: num("days") });
    case "failNext":
      return control.failNext(args as unknown as FaultRule);
    case "setRateLimit":
      return control.setRateLimit(num("perMinute") ?? null);
    case "setDelay":
      return control.setDelay(num("ms") ?? 0);
    case "holdRequests":
      return control.holdRequests();
    case "releaseRequests":
      return control.releaseRequests();
    case "heldRequests":
      return control.heldRequests();
    case "resetFaults":
      return control.resetFaults();
    case "resetCounts":
      return control.resetCounts();
    case "expireAccessTokens":
      return control.expireAccessTokens(num("memberId"));
    case "refuseRefresh":
      return control.refuseRefresh(memberId());
    case "setLatestScoreState": {
      const state = text("state");
      if (state !== "PENDING_SCORE" && state !== "SCORED")
        throw new Error("state must be PENDING_SCORE or SCORED");
      return control.setLatestScoreState(memberId(), num("count") ?? 1, state);
    }
    case "sendWebhook":
      return control.sendWebhook(
        text("url") ?? "",
        args.event as WebhookEventInput,
        args.delivery as DeliveryOptions | undefined,
      );
    case "counts":
      return control.counts();
    default:
      throw new Error(`Unknown action ${String(action)}`);
  }
}
