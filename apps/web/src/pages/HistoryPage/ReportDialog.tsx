// "Report for a clinician" (issue 19): the last 4, 8 or 12 weeks as a PDF to download, or as
// a read-only share link valid for 1–30 days (Settings lists and revokes the live ones).
import {
  DEFAULT_REPORT_WEEKS,
  DEFAULT_SHARE_LINK_DAYS,
  REPORT_DOWNLOAD,
  REPORT_FAILED,
  REPORT_HINT,
  REPORT_TITLE,
  REPORT_WEEKS,
  SHARE_LINK_CREATE,
  SHARE_LINK_DAYS_MAX,
  SHARE_LINK_DAYS_MIN,
  SHARE_LINK_HINT,
} from "@evenkeel/contracts";
import { useCallback, useState } from "react";
import { downloadReport, saveFile } from "../../api/accountFiles";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { Button } from "../../components/Button/Button";
import { Dialog } from "../../components/Dialog/Dialog";
import { Icon } from "../../components/Icon/Icon";
import { Notice } from "../../components/Notice/Notice";
import { TextField } from "../../components/TextField/TextField";
import { instantDay } from "../../dates/formatDates";
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import * as styles from "./AccountFileDialogs.css";
import * as historyStyles from "./HistoryPage.css";
import { useFileAction } from "./useFileAction";

export function ReportDialog({ onClose }: { onClose: () => void }) {
  const [weeks, setWeeks] = useState<number>(DEFAULT_REPORT_WEEKS);
  const [days, setDays] = useState(String(DEFAULT_SHARE_LINK_DAYS));
  const save = useCallback(async () => saveFile(await downloadReport(weeks)), [weeks]);
  const { run, busy, error } = useFileAction(save, REPORT_FAILED);
  const utils = trpc.useUtils();
  const share = trpc.reports.createLink.useMutation({ onSuccess: () => utils.reports.links.invalidate() });
  const shareUrl = share.data ? new URL(share.data.path, window.location.origin).href : null;

  return (
    <Dialog title={REPORT_TITLE} onClose={onClose}>
      <p className={styles.hint}>{REPORT_HINT}</p>
      <fieldset className={styles.weeks}>
        <legend className={visuallyHidden}>Report period</legend>
        {REPORT_WEEKS.map((option) => (
          <button
            key={option}
            type="button"
            className={historyStyles.rangeButton({ selected: option === weeks })}
            aria-pressed={option === weeks}
            onClick={() => {
              setWeeks(option);
              share.reset();
            }}
          >
            Last {option} weeks
          </button>
        ))}
      </fieldset>
      {error && <Notice tone="error">{error}</Notice>}
      <div>
        <Button variant="primary" disabled={busy !== null} onClick={() => void run("pdf")}>
          <Icon name="download" size="sm" />
          {busy ? "Preparing..." : REPORT_DOWNLOAD}
        </Button>
      </div>
      <form
        className={styles.choice}
        onSubmit={(event) => {
          event.preventDefault();
          share.mutate({ weeks, days: Number(days) });
        }}
      >
        <div className={styles.choiceText}>
          <span className={styles.choiceTitle}>Share link</span>
          <span className={styles.hint}>{SHARE_LINK_HINT}</span>
        </div>
        <div className={styles.shareRow}>
          <div className={styles.daysField}>
            <TextField
              label="Valid for (days)"
              type="number"
              inputMode="numeric"
              min={SHARE_LINK_DAYS_MIN}
              max={SHARE_LINK_DAYS_MAX}
              required
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={share.isPending}>
            <Icon name="link" size="sm" />
            {share.isPending ? "Creating..." : SHARE_LINK_CREATE}
          </Button>
        </div>
      </form>
      {share.error && <Notice tone="error">{errorDetail(share.error, REPORT_FAILED)}</Notice>}
      {shareUrl && share.data && (
        <Notice tone="success">
          <p>
            Share link for the last {share.data.link.weeks} weeks, valid until{" "}
            {instantDay(share.data.link.expires_at)}. It is shown only now: copy it.
          </p>
          <p className={styles.linkOutput} data-testid="share-link-url">
            {shareUrl}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void navigator.clipboard?.writeText(shareUrl)}>
            Copy link
          </Button>
        </Notice>
      )}
    </Dialog>
  );
}
