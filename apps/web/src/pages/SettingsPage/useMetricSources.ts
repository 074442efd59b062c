// The preferred source per metric (docs/decisions/031-preferred-sources-and-stress.md): read,
// and changed one metric at a time; the answer replaces the cached choices, and every health
// read (dashboard, metrics, history, rescoring progress) is fetched again.
import {
  type ChooseMetricSourceInput,
  PREFERRED_SOURCE_FAILED,
  PREFERRED_SOURCE_SAVED,
} from "@evenkeel/contracts";
import { useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { useInvalidateHealthData } from "../../api/invalidation";
import { trpc } from "../../api/trpc";

export function useMetricSources() {
  const utils = trpc.useUtils();
  const query = trpc.health.sources.useQuery();
  const mutation = trpc.health.chooseSource.useMutation();
  const invalidateHealth = useInvalidateHealthData();
  const [feedback, setFeedback] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const choose = async (choice: ChooseMetricSourceInput) => {
    setFeedback(null);
    try {
      const saved = await mutation.mutateAsync(choice);
      utils.health.sources.setData(undefined, saved);
      setFeedback({ tone: "success", text: PREFERRED_SOURCE_SAVED });
      await Promise.all([invalidateHealth(), utils.burnout.rescoring.invalidate()]);
    } catch (failure) {
      setFeedback({ tone: "error", text: errorDetail(failure, PREFERRED_SOURCE_FAILED) });
    }
  };

  return { sources: query.data ?? null, saving: mutation.isPending, feedback, choose };
}
