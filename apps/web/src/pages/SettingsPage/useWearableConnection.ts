// The wearable connection and the three things Settings does with it (SPEC.md §2, §4, §7,
// §8): look it up (404 = not connected, silently; other lookup errors are only logged),
// start authorisation (the browser then goes to the provider), and disconnect after a
// confirmation, with the success message shown for 3 s.
import {
  connectFailed,
  DEFAULT_WEARABLE_PROVIDER,
  DISCONNECT_MESSAGE_MS,
  disconnectConfirm,
  disconnectedSuccessfully,
  disconnectFailed,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { useEffect, useState } from "react";
import { errorDetail, isNotFound } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { wearableRedirectUri } from "../../app/wearableRedirectUri";

const provider = DEFAULT_WEARABLE_PROVIDER;
export const WEARABLE_NAME = wearableDisplayName(provider);

export function useWearableConnection() {
  const utils = trpc.useUtils();
  const lookup = trpc.wearable.connection.useQuery({ provider });
  const authorize = trpc.wearable.authorize.useMutation();
  const disconnect = trpc.wearable.disconnect.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (lookup.isError && !isNotFound(lookup.error))
      console.error("Wearable connection lookup failed", lookup.error);
  }, [lookup.isError, lookup.error]);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), DISCONNECT_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const connect = async () => {
    setError(null);
    try {
      const { authorization_url } = await authorize.mutateAsync({
        provider,
        redirect_uri: wearableRedirectUri(provider),
      });
      window.location.assign(authorization_url);
    } catch (failure) {
      setError(errorDetail(failure, connectFailed(WEARABLE_NAME)));
    }
  };

  const confirmAndDisconnect = async () => {
    if (!window.confirm(disconnectConfirm(WEARABLE_NAME))) return;
    setError(null);
    try {
      await disconnect.mutateAsync({ provider });
      setSuccess(disconnectedSuccessfully(WEARABLE_NAME));
      await utils.wearable.connection.invalidate();
    } catch (failure) {
      setError(errorDetail(failure, disconnectFailed(WEARABLE_NAME)));
    }
  };

  return {
    // A failed lookup means "not connected" here; stale data from before a disconnect too.
    connection: lookup.isError ? null : (lookup.data ?? null),
    loading: lookup.isPending,
    busy: authorize.isPending || disconnect.isPending || authorize.isSuccess,
    error,
    success,
    connect,
    disconnect: confirmAndDisconnect,
  };
}
