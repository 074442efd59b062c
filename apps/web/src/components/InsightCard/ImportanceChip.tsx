// "High severity", "Medium priority", "Low impact": an importance level of structured insight
// data, coloured by how much it matters.
import type { Importance } from "@evenkeel/contracts";
import { Chip } from "../Chip/Chip";
import { IMPORTANCE } from "./levelWords";

export function ImportanceChip({ level, aspect }: { level: Importance; aspect: string }) {
  const { word, tone } = IMPORTANCE[level];
  return (
    <Chip tone={tone}>
      {word} {aspect}
    </Chip>
  );
}
