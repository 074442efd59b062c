// Feedback and delete for one insight (docs/screens.md): both refetch the insights list afterwards.
// Feedback failures are only logged; a failed delete is logged and alerted.
import { INSIGHT_DELETE_CONFIRM, INSIGHT_DELETE_FAILED, type Insight } from "@evenkeel/contracts";
import { useInvalidateInsights } from "../../api/invalidation";
import { trpc } from "../../api/trpc";

export function useInsightActions(insight: Insight) {
  const refreshList = useInvalidateInsights();

  const feedback = trpc.insights.feedback.useMutation({
    onError: (error) => console.error("Insight feedback failed", { id: insight.id, error }),
    onSettled: refreshList,
  });

  const remove = trpc.insights.delete.useMutation({
    onSuccess: refreshList,
    onError: (error) => {
      console.error("Insight delete failed", { id: insight.id, error });
      window.alert(INSIGHT_DELETE_FAILED);
    },
  });

  // The answer of a successful feedback call is newer than the list until it refetches.
  const helpful = feedback.data?.id === insight.id ? feedback.data.helpful : insight.helpful;

  return {
    helpful,
    busy: feedback.isPending || remove.isPending,
    rate: (value: boolean) => feedback.mutate({ id: insight.id, helpful: value }),
    remove: () => {
      if (window.confirm(INSIGHT_DELETE_CONFIRM)) remove.mutate({ id: insight.id });
    },
  };
}
