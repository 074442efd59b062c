// A manual or automatic sync with the wearable (POST /{wearable}/sync/manual).
// Success refreshes the dashboard and the health queries; what a failure shows is the
// caller's choice (the auto-sync only logs it). Either way the connection is read again:
// a sync is when the server learns that the provider stopped accepting it.
import type { WearableProvider } from "@evenkeel/contracts";
import { useCallback } from "react";
import { useInvalidateHealthData } from "./invalidation";
import { trpc } from "./trpc";

export function useWearableSync() {
  const invalidateHealthData = useInvalidateHealthData();
  const utils = trpc.useUtils();
  const mutation = trpc.wearable.sync.useMutation({
    onSuccess: invalidateHealthData,
    onSettled: () => utils.wearable.connection.invalidate(),
  });
  const { mutateAsync } = mutation;
  const sync = useCallback((provider: WearableProvider) => mutateAsync({ provider }), [mutateAsync]);
  return { ...mutation, sync };
}
