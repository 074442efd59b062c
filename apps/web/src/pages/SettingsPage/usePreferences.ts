// Notification preferences: read with the channels the home can send on, changed one
// field at a time; the answer replaces the cached settings. Subscribing this browser to push
// asks the browser first, then tells the server; a browser's refusal says so in its own words.
// The zone reminders follow is the browser's from the first view: a stored zone that differs
// (a new account keeps UTC until its first change) is replaced by saving nothing, since every
// change records the browser's zone (docs/notifications.md).
import { PREFERENCES_SAVE_FAILED, type PreferencesUpdateInput } from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { PushRefusedError, subscribeThisBrowser } from "../../api/pushSubscription";
import { trpc } from "../../api/trpc";
import { browserTimeZone } from "../../dates/today";

export function usePreferences() {
  const utils = trpc.useUtils();
  const query = trpc.notifications.settings.useQuery();
  const update = trpc.notifications.updatePreferences.useMutation();
  // Times are saved as a field is left, often by a click on a switch: their saves do not
  // disable the switches (the click would land on a disabled one), and re-read the settings
  // afterwards so answers arriving out of order cannot show a stale switch.
  const updateTime = trpc.notifications.updatePreferences.useMutation({
    onSettled: () => utils.notifications.settings.invalidate(),
  });
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const remove = trpc.notifications.removePush.useMutation();
  const [error, setError] = useState<string | null>(null);
  /** The browser's refusal, shown beside the button that asked it. */
  const [pushRefusal, setPushRefusal] = useState<string | null>(null);
  const zoneSynced = useRef(false);
  const browserZone = browserTimeZone();

  /** Resolves whether the change was saved. */
  const run = async (action: () => Promise<Awaited<ReturnType<typeof update.mutateAsync>>>) => {
    setError(null);
    setPushRefusal(null);
    try {
      utils.notifications.settings.setData(undefined, await action());
      return true;
    } catch (failure) {
      if (failure instanceof PushRefusedError) setPushRefusal(failure.message);
      else setError(errorDetail(failure, PREFERENCES_SAVE_FAILED));
      return false;
    }
  };

  const storedZone = query.data?.time_zone;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the stored zone is first known.
  useEffect(() => {
    if (storedZone === undefined || zoneSynced.current) return;
    zoneSynced.current = true;
    if (storedZone !== browserZone) void run(() => update.mutateAsync({}));
  }, [storedZone, browserZone]);

  return {
    settings: query.data ?? null,
    /** The zone the times are in: the browser's, which the first view stores when it differs. */
    timeZone: browserZone,
    loading: query.isPending,
    saving: update.isPending || subscribe.isPending || remove.isPending,
    error,
    pushRefusal,
    save: (change: PreferencesUpdateInput) => run(() => update.mutateAsync(change)),
    saveTime: (change: Pick<PreferencesUpdateInput, "reminder_time" | "quiet_start" | "quiet_end">) =>
      run(() => updateTime.mutateAsync(change)),
    enablePush: (publicKey: string) =>
      run(async () => {
        await subscribe.mutateAsync(await subscribeThisBrowser(publicKey));
        return update.mutateAsync({ push_enabled: true });
      }),
    removeBrowser: (id: string) => run(() => remove.mutateAsync({ id })),
  };
}
