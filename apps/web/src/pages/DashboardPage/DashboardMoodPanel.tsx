// The dashboard's collapsible mood form (docs/screens.md): today's entry is edited when it exists,
// otherwise a new one is logged. "Saving your mood..." replaces the form while saving; a
// successful save closes the panel, a failed one leaves it open with the rating and notes.
import type { MoodTag } from "@evenkeel/contracts";
import { Card } from "../../components/Card/Card";
import { MoodForm } from "../../components/MoodForm/MoodForm";
import type { useTodayMood } from "./useTodayMood";

type DashboardMoodPanelProps = {
  todayMood: ReturnType<typeof useTodayMood>;
  onSaved: () => void;
};

export function DashboardMoodPanel({ todayMood, onSaved }: DashboardMoodPanelProps) {
  const { entry, save, saving } = todayMood;
  const submit = async (rating: number, notes: string, tags: MoodTag[]) => {
    const saved = await save(rating, notes, tags);
    if (saved) onSaved();
    return saved;
  };
  return (
    <div id="dashboard-mood-form">
      <Card title={entry ? "Edit today's mood" : "How are you feeling today?"}>
        <MoodForm
          key={entry?.updated_at ?? "new"}
          mode={entry ? "edit" : "new"}
          initialRating={entry?.rating ?? null}
          initialNotes={entry?.notes ?? ""}
          initialTags={entry?.tags}
          saving={saving}
          savingLabel="Saving your mood..."
          onSubmit={submit}
        />
      </Card>
    </div>
  );
}
