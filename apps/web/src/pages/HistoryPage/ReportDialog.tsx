// "Report for a clinician": the last 4, 8 or 12 weeks as a PDF to download, on US
// Letter or A4 (the browser's region chooses first, docs/clinician-report.md "Paper"), or as a
// read-only share link valid for 1–30 days (Settings lists and revokes the live ones). The
// days are checked here, in words, not by the browser's bubble.
import {
  DEFAULT_REPORT_WEEKS,
  DEFAULT_SHARE_LINK_DAYS,
  paperForLocale,
  REPORT_DOWNLOAD,
  REPORT_FAILED,
  REPORT_HINT,
  REPORT_PAPER_LABEL,
  REPORT_PAPER_NAMES,
  REPORT_PAPERS,
  REPORT_TITLE,
  REPORT_WEEKS,
  type ReportPaper,
  SHARE_LINK_CREATE,
  SHARE_LINK_DAYS_LABEL,
  SHARE_LINK_DAYS_MAX,
  SHARE_LINK_DAYS_MIN,
  SHARE_LINK_HINT,
  shareLinkDaysHint,
  shareLinkDaysInvalid,
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
  const [daysError, setDaysError] = useState<string | null>(null);
  const [paper, setPaper] = useState<ReportPaper>(() => paperForLocale(navigator.language));
  const save = useCallback(async () => saveFile(await downloadReport(weeks, paper)), [weeks, paper]);
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
      <fieldset className={styles.weeks}>
        <legend className={styles.hint}>{REPORT_PAPER_LABEL}</legend>
        {REPORT_PAPERS.map((option) => (
          <button
            key={option}
            type="button"
            className={historyStyles.rangeButton({ selected: option === paper })}
            aria-pressed={option === paper}
            onClick={() => setPaper(option)}
          >
            {REPORT_PAPER_NAMES[option]}
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
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const count = Number(days);
          if (!/^\d+$/.test(days.trim()) || count < SHARE_LINK_DAYS_MIN || count > SHARE_LINK_DAYS_MAX) {
            setDaysError(shareLinkDaysInvalid(SHARE_LINK_DAYS_MIN, SHARE_LINK_DAYS_MAX));
            return;
          }
          setDaysError(null);
          share.mutate({ weeks, days: count });
        }}
      >
        <div className={styles.choiceText}>
          <span className={styles.choiceTitle}>Share link</span>
          <span className={styles.hint}>{SHARE_LINK_HINT}</span>
        </div>
        <div className={styles.shareRow}>
          <div className={styles.daysField}>
            <TextField
              label={SHARE_LINK_DAYS_LABEL}
              type="number"
              inputMode="numeric"
              min={SHARE_LINK_DAYS_MIN}
              max={SHARE_LINK_DAYS_MAX}
              required
              hint={shareLinkDaysHint(SHARE_LINK_DAYS_MIN, SHARE_LINK_DAYS_MAX)}
              error={daysError ?? undefined}
              value={days}
              onChange={(event) => {
                setDays(event.target.value);
                setDaysError(null);
              }}
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
