// A failure shows the server's detail when it sent one, otherwise the screen's
// fallback; never tRPC's own message.
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { ApiRequestError, errorDetail } from "./apiErrors";

const FALLBACK = "Failed to load dashboard data";

function trpcError(message: string, data?: Record<string, unknown>) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32603, data } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

describe("errorDetail", () => {
  it("shows the server's detail", () => {
    const error = trpcError("Not found", { code: "NOT_FOUND", httpStatus: 404, detail: "Insight not found" });
    expect(errorDetail(error, FALLBACK)).toBe("Insight not found");
  });

  it("shows the fallback when an answer has no detail, not 'Internal server error'", () => {
    const error = trpcError("Internal server error", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 });
    expect(errorDetail(error, FALLBACK)).toBe(FALLBACK);
  });

  it("shows the fallback for a blank detail and for a server never reached", () => {
    expect(errorDetail(trpcError("Bad gateway", { httpStatus: 502, detail: "  " }), FALLBACK)).toBe(FALLBACK);
    expect(errorDetail(new TRPCClientError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
    expect(errorDetail(new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
  });

  it("reads the REST upload's detail the same way", () => {
    expect(errorDetail(new ApiRequestError(413, "Image size must be less than 5MB"), FALLBACK)).toBe(
      "Image size must be less than 5MB",
    );
    expect(errorDetail(new ApiRequestError(500, null), FALLBACK)).toBe(FALLBACK);
  });
});
