// The wearable gateway of a server without a WHOOP client: nobody is connected, connecting
// says the server is not set up for it. Replaced by the WHOOP gateway (src/wearables/).
import { AppError, wearableDisplayName, wearableNotConnected } from "@evenkeel/contracts";
import type { WearableGateway } from "@evenkeel/domain/router";

export const WEARABLE_NOT_CONFIGURED = "WHOOP is not configured on this server";

export function createNoWearablesGateway(): WearableGateway {
  const notConnected = (provider: Parameters<WearableGateway["connection"]>[1]) =>
    Promise.reject(new AppError("NOT_FOUND", wearableNotConnected(wearableDisplayName(provider))));
  return {
    connection: async () => null,
    authorize: () => Promise.reject(new AppError("SERVICE_UNAVAILABLE", WEARABLE_NOT_CONFIGURED)),
    connect: (_userId, provider) => notConnected(provider),
    sync: (_userId, provider) => notConnected(provider),
    disconnect: (_userId, provider) => notConnected(provider),
  };
}
