// Today's mood entry, if any, and saving it from the dashboard (docs/screens.md): save updates
// when a mood exists for today, otherwise creates; afterwards moods, mood stats and the
// dashboard refresh. A failed save is only logged ("Silence") and the form stays open.
import type { MoodTag } from "@evenkeel/contracts";
import { useInvalidateMoodData } from "../../api/invalidation";
import { trpc } from "../../api/trpc";
import { todayIso } from "../../dates/today";

export function useTodayMood() {
  const today = todayIso();
  const invalidateMoodData = useInvalidateMoodData();
  const todayQuery = trpc.mood.list.useQuery({ start_date: today, end_date: today, limit: 1 });
  const entry = todayQuery.data?.find((mood) => mood.date === today) ?? null;
  const create = trpc.mood.create.useMutation({ onSuccess: invalidateMoodData });
  const update = trpc.mood.update.useMutation({ onSuccess: invalidateMoodData });

  /** Resolves true when saved; a failure is logged and resolves false. */
  const save = async (rating: number, notes: string, tags: MoodTag[]): Promise<boolean> => {
    const input = { date: today, rating, notes: notes.trim() === "" ? null : notes, tags };
    try {
      if (entry) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      return true;
    } catch (error) {
      console.error("Saving today's mood from the dashboard failed", error);
      return false;
    }
  };

  return { entry, save, saving: create.isPending || update.isPending };
}
