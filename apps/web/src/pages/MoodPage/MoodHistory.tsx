// The "Mood History" card: loading skeleton, error, empty state or the list of days.
import { MOOD_LOAD_FAILED, type Mood } from "@evenkeel/contracts";
import { errorDetail } from "../../api/apiErrors";
import { Card } from "../../components/Card/Card";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorState } from "../../components/ErrorState/ErrorState";
import { MoodHistoryItem } from "./MoodHistoryItem";
import { MoodHistorySkeleton } from "./MoodHistorySkeleton";
import * as styles from "./MoodPage.css";

type MoodHistoryProps = {
  moods: Mood[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  today: string;
  editingDate: string | null;
  deletingDate: string | null;
  onEdit: (mood: Mood) => void;
  onDelete: (mood: Mood) => void;
};

export function MoodHistory({
  moods,
  loading,
  error,
  onRetry,
  today,
  editingDate,
  deletingDate,
  onEdit,
  onDelete,
}: MoodHistoryProps) {
  if (error) {
    return (
      <ErrorState
        title="Error Loading Moods"
        message={errorDetail(error, MOOD_LOAD_FAILED)}
        onRetry={onRetry}
      />
    );
  }
  return (
    <Card title="Mood History">
      {loading || !moods ? (
        <MoodHistorySkeleton />
      ) : moods.length === 0 ? (
        <EmptyState
          icon="mood"
          title="No mood ratings yet"
          message="Start tracking your mood to see your history here."
        />
      ) : (
        <ul className={styles.list}>
          {moods.map((mood) => (
            <MoodHistoryItem
              key={mood.date}
              mood={mood}
              today={today}
              editing={mood.date === editingDate}
              deleting={mood.date === deletingDate}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
