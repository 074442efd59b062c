// The language-model narrator choice (docs/decisions/027-language-model-narrator.md): read with
// the server's model, and changed one switch at a time; the answer replaces the cached settings.
import { NARRATOR_SETTINGS_FAILED, type NarratorUpdateInput } from "@evenkeel/contracts";
import { useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";

export function useNarratorSettings() {
  const utils = trpc.useUtils();
  const query = trpc.narrator.settings.useQuery();
  const mutation = trpc.narrator.updateSettings.useMutation();
  const [error, setError] = useState<string | null>(null);

  const update = async (change: NarratorUpdateInput) => {
    setError(null);
    try {
      const saved = await mutation.mutateAsync(change);
      utils.narrator.settings.setData(undefined, saved);
    } catch (failure) {
      setError(errorDetail(failure, NARRATOR_SETTINGS_FAILED));
    }
  };

  return {
    settings: query.data ?? null,
    loading: query.isPending,
    loadFailed: query.isError,
    saving: mutation.isPending,
    error,
    update,
  };
}
