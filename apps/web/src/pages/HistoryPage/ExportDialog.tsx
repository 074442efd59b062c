// "Export Data": Everything (zip) — a CSV per entity and evenkeel-export.json — or
// the range on screen as one CSV. Both are saved as downloads.
import {
  EXPORT_DIALOG_TITLE,
  EXPORT_EVERYTHING_HINT,
  EXPORT_EVERYTHING_ZIP,
  EXPORT_FAILED,
  EXPORT_RANGE_CSV,
  EXPORT_RANGE_HINT,
  type ExportRange,
} from "@evenkeel/contracts";
import { useCallback } from "react";
import { downloadExport, type ExportChoice, saveFile } from "../../api/accountFiles";
import { Button } from "../../components/Button/Button";
import { Dialog } from "../../components/Dialog/Dialog";
import { Icon } from "../../components/Icon/Icon";
import { Notice } from "../../components/Notice/Notice";
import { shortDate } from "../../dates/formatDates";
import * as styles from "./AccountFileDialogs.css";
import { useFileAction } from "./useFileAction";

export function ExportDialog({ range, onClose }: { range: ExportRange; onClose: () => void }) {
  const save = useCallback(async (choice: ExportChoice) => saveFile(await downloadExport(choice)), []);
  const { run, busy, error } = useFileAction(save, EXPORT_FAILED);
  const options = [
    { label: EXPORT_EVERYTHING_ZIP, hint: EXPORT_EVERYTHING_HINT, choice: { format: "zip" } as const },
    {
      label: EXPORT_RANGE_CSV,
      hint: `${EXPORT_RANGE_HINT} (${shortDate(range.start_date)} to ${shortDate(range.end_date)})`,
      choice: { format: "csv", range } as const,
    },
  ];
  return (
    <Dialog title={EXPORT_DIALOG_TITLE} onClose={onClose}>
      {error && <Notice tone="error">{error}</Notice>}
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option.label} className={styles.choice}>
            <div className={styles.choiceText}>
              <span className={styles.choiceTitle}>{option.label}</span>
              <span className={styles.hint}>{option.hint}</span>
            </div>
            <Button
              variant="primary"
              disabled={busy !== null}
              onClick={() => void run(option.label, option.choice)}
            >
              <Icon name="download" size="sm" />
              {busy === option.label ? "Preparing..." : "Download"}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
