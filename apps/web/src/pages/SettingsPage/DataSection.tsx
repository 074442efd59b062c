// Settings › Your Data: import an Evenkeel export (the demo's, or another server's)
// into this account, and the clinician report's live share links with their expiry, how often
// each was opened, and Revoke: asked for first, like Disconnect, and said once done.
import {
  countOf,
  IMPORT_HINT,
  IMPORT_TITLE,
  REPORT_FAILED,
  SHARE_LINK_REVOKE,
  SHARE_LINK_REVOKE_CONFIRM,
  SHARE_LINK_REVOKED,
  SHARE_LINKS_EMPTY,
  SHARE_LINKS_TITLE,
  type ShareLink,
} from "@evenkeel/contracts";
import { useId, useRef, useState } from "react";
import { importExport } from "../../api/accountFiles";
import { errorDetail } from "../../api/apiErrors";
import { useInvalidateAccountData } from "../../api/invalidation";
import { trpc } from "../../api/trpc";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { Card } from "../../components/Card/Card";
import { Icon } from "../../components/Icon/Icon";
import { Notice } from "../../components/Notice/Notice";
import { instantDay } from "../../dates/formatDates";
import * as styles from "./SettingsPage.css";

function ImportExport() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateAccountData();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: string | null }>({
    busy: false,
    message: null,
    error: null,
  });
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, message: null, error: null });
    try {
      const result = await importExport(file);
      await invalidate();
      setState({ busy: false, message: result.message, error: null });
    } catch (error) {
      setState({ busy: false, message: null, error: errorDetail(error, REPORT_FAILED) });
    } finally {
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div className={styles.dangerRow}>
      <div className={styles.dangerText}>
        <h3 className={styles.dangerTitle}>{IMPORT_TITLE}</h3>
        <p className={styles.note}>{IMPORT_HINT}</p>
        {state.message && <Notice tone="success">{state.message}</Notice>}
        {state.error && <Notice tone="error">{state.error}</Notice>}
      </div>
      <label
        htmlFor={inputId}
        className={`${button({ variant: "secondary" })} ${styles.fileButtonFocus}`}
        aria-disabled={state.busy}
      >
        <Icon name="plus" size="sm" />
        {state.busy ? "Importing..." : "Choose export file"}
      </label>
      <input
        id={inputId}
        ref={input}
        className={styles.fileInput}
        type="file"
        accept=".zip,.json,application/zip,application/json"
        disabled={state.busy}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </div>
  );
}

function ShareLinkRow({ link, onRevoked }: { link: ShareLink; onRevoked: (message: string) => void }) {
  const utils = trpc.useUtils();
  const revoke = trpc.reports.revokeLink.useMutation({
    onSuccess: async (answer) => {
      // The row goes with the refetch; the message stays with the list.
      onRevoked(answer.message || SHARE_LINK_REVOKED);
      await utils.reports.links.invalidate();
    },
  });
  return (
    <li className={styles.dangerRow}>
      <div className={styles.dangerText}>
        <span className={styles.dangerTitle}>Report of the last {link.weeks} weeks</span>
        <span className={styles.note}>
          Expires {instantDay(link.expires_at)} · opened {countOf(link.open_count, "time")}
        </span>
        {revoke.error && <Notice tone="error">{errorDetail(revoke.error, REPORT_FAILED)}</Notice>}
      </div>
      <Button
        variant="secondary"
        disabled={revoke.isPending}
        onClick={() => {
          if (window.confirm(SHARE_LINK_REVOKE_CONFIRM)) revoke.mutate({ id: link.id });
        }}
      >
        {SHARE_LINK_REVOKE}
      </Button>
    </li>
  );
}

export function DataSection() {
  const links = trpc.reports.links.useQuery();
  const [revoked, setRevoked] = useState<string | null>(null);
  return (
    <Card title="Your Data">
      <ImportExport />
      <div className={styles.dangerRow}>
        <div className={styles.dangerText}>
          <h3 className={styles.dangerTitle}>{SHARE_LINKS_TITLE}</h3>
          <p className={styles.note}>Made from “Report for a clinician” on the History page.</p>
        </div>
      </div>
      {revoked && <Notice tone="success">{revoked}</Notice>}
      {links.data && links.data.length === 0 && <p className={styles.placeholder}>{SHARE_LINKS_EMPTY}</p>}
      {links.error && <Notice tone="error">{errorDetail(links.error, REPORT_FAILED)}</Notice>}
      {links.data && links.data.length > 0 && (
        <ul className={styles.linkList} aria-label={SHARE_LINKS_TITLE}>
          {links.data.map((link) => (
            <ShareLinkRow key={link.id} link={link} onRevoked={setRevoked} />
          ))}
        </ul>
      )}
    </Card>
  );
}
