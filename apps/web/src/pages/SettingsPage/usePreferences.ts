// Notification preferences (issue 18): read with the channels the home can send on, changed one
// field at a time; the answer replaces the cached settings. Subscribing this browser to push
// asks the browser first, then tells the server.
import { PREFERENCES_SAVE_FAILED, type PreferencesUpdateInput } from "@evenkeel/contracts";
import { useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { subscribeThisBrowser } from "../../api/pushSubscription";
import { trpc } from "../../api/trpc";

export function usePreferences() {
  const utils = trpc.useUtils();
  const query = trpc.notifications.settings.useQuery();
  const update = trpc.notifications.updatePreferences.useMutation();
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const remove = trpc.notifications.removePush.useMutation();
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<Awaited<ReturnType<typeof update.mutateAsync>>>) => {
    setError(null);
    try {
      utils.notifications.settings.setData(undefined, await action());
    } catch (failure) {
      setError(errorDetail(failure, PREFERENCES_SAVE_FAILED));
    }
  };

  return {
    settings: query.data ?? null,
    loading: query.isPending,
    saving: update.isPending || subscribe.isPending || remove.isPending,
    error,
    save: (change: PreferencesUpdateInput) => run(() => update.mutateAsync(change)),
    enablePush: (publicKey: string) =>
      run(async () => {
        await subscribe.mutateAsync(await subscribeThisBrowser(publicKey));
        return update.mutateAsync({ push_enabled: true });
      }),
    removeBrowser: (id: string) => run(() => remove.mutateAsync({ id })),
  };
}
