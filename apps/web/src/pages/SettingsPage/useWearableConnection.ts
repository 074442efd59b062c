// What Settings does with one provider's connection (docs/screens.md): start
// authorisation (the browser then goes to the provider), and disconnect after a confirmation
// naming the provider, with the success message shown for 3 s. The connection itself is looked
// up with every provider's (api/useWearableProviders.ts).
import {
  connectFailed,
  DISCONNECT_MESSAGE_MS,
  disconnectConfirm,
  disconnectedSuccessfully,
  disconnectFailed,
  type WearableProvider,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { useEffect, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { wearableRedirectUri } from "../../app/wearableRedirectUri";

export function useWearableConnection(provider: WearableProvider) {
  const name = wearableDisplayName(provider);
  const utils = trpc.useUtils();
  const authorize = trpc.wearable.authorize.useMutation();
  const disconnect = trpc.wearable.disconnect.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

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
      setError(errorDetail(failure, connectFailed(name)));
    }
  };

  const confirmAndDisconnect = async () => {
    if (!window.confirm(disconnectConfirm(name))) return;
    setError(null);
    try {
      await disconnect.mutateAsync({ provider });
      setSuccess(disconnectedSuccessfully(name));
      await utils.wearable.connection.invalidate();
    } catch (failure) {
      setError(errorDetail(failure, disconnectFailed(name)));
    }
  };

  return {
    busy: authorize.isPending || disconnect.isPending || authorize.isSuccess,
    error,
    success,
    connect,
    disconnect: confirmAndDisconnect,
  };
}
