// /mood (docs/screens.md): mood statistics, the mood form (new or edit) and the mood history.
import { type Mood, PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useRef } from "react";
import { trpc } from "../../api/trpc";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { todayIso } from "../../dates/today";
import { MoodEntryPanel } from "./MoodEntryPanel";
import { MoodHistory } from "./MoodHistory";
import * as styles from "./MoodPage.css";
import { MoodStatsCards } from "./MoodStatsCards";
import { useMoodEditor } from "./useMoodEditor";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function MoodPage() {
  useDocumentTitle(PAGE_TITLES.mood);
  const moods = trpc.mood.list.useQuery({});
  const editor = useMoodEditor();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayIso();
  const todaysMood = moods.data?.find((mood) => mood.date === today);

  const edit = (mood: Mood) => {
    editor.startEditing(mood);
    // Choosing edit scrolls to the top; on phones the form moves above the stats
    // while editing (MoodPage.css), so the top shows its rating row.
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={PAGE_NAMES.mood} subtitle="Track and manage your daily mood ratings" />
      <div className={styles.page} data-editing={editor.editing ? "true" : undefined}>
        <MoodStatsCards />
        <MoodEntryPanel
          editor={editor}
          todaysMood={todaysMood}
          today={today}
          headingRef={headingRef}
          onEdit={edit}
        />
        <MoodHistory
          moods={moods.data}
          loading={moods.isPending}
          error={moods.error}
          onRetry={() => void moods.refetch()}
          today={today}
          editingDate={editor.editing?.date ?? null}
          deletingDate={editor.deletingDate}
          onEdit={edit}
          onDelete={editor.deleteMood}
        />
      </div>
    </>
  );
}
