// Settings › Import data (docs/wearables.md "Imports"): choose a WHOOP, Apple Health or Fitbit
// export (several files at once are one Fitbit import: a split Takeout's zips, or its JSON and CSV
// files; the section says so once they are chosen), watch it upload
// (XMLHttpRequest's upload progress), then watch the server import it (imports.get, polled: the
// share of bytes parsed), then read the summary — days per metric, the date range, what was
// skipped and why — and the rescoring of the touched days. The import runs on the server: the
// user can leave and come back, and the latest import is shown again.
import {
  APPLE_SOURCE_PRIORITIES,
  type AppleSourcePriority,
  DATA_IMPORT_ANOTHER,
  DATA_IMPORT_APPLE_PRIORITY_HINT,
  DATA_IMPORT_APPLE_PRIORITY_LABEL,
  DATA_IMPORT_APPLE_PRIORITY_OPTIONS,
  DATA_IMPORT_CHOOSE,
  DATA_IMPORT_FAILED,
  DATA_IMPORT_FILE_LABEL,
  DATA_IMPORT_HINT,
  DATA_IMPORT_LEAVE_HINT,
  DATA_IMPORT_MAX_FILES,
  DATA_IMPORT_NO_FILE_CHOSEN,
  DATA_IMPORT_QUEUED,
  DATA_IMPORT_RUNNING,
  DATA_IMPORT_SEVERAL_HINT,
  DATA_IMPORT_START,
  DATA_IMPORT_TITLE,
  DATA_IMPORT_UPLOAD_FAILED,
  DATA_IMPORT_UPLOADING,
  type DataImport,
  DEMO_IMPORTS_UNAVAILABLE,
  dataImportChosenFiles,
  dataImportFileNames,
  dataImportTooManyFiles,
} from "@evenkeel/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { uploadDataImport } from "../../api/dataImports";
import { useInvalidateAccountData } from "../../api/invalidation";
import { trpc } from "../../api/trpc";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { Card } from "../../components/Card/Card";
import { Icon } from "../../components/Icon/Icon";
import { Notice } from "../../components/Notice/Notice";
import { ProgressBar } from "../../components/ProgressBar/ProgressBar";
import { useSessionKind } from "../../session/sessionKind";
import * as styles from "./ImportDataSection.css";
import { EarlierImports, Summary } from "./ImportSummary";
import * as picker from "./PreferredSources.css";
import * as page from "./SettingsPage.css";

type Phase =
  | { kind: "choosing" }
  | { kind: "uploading"; fileNames: string; share: number }
  | { kind: "following"; id: string };

const POLL_MS = 1000;
const isActive = (entry: DataImport | undefined) => entry?.status === "queued" || entry?.status === "running";

function priorityOrder(first: AppleSourcePriority): string {
  return [first, ...APPLE_SOURCE_PRIORITIES.filter((device) => device !== first)].join(",");
}

/** Beside the button: the one file's name, or how many files and their size. */
function ChosenLine({ files }: { files: readonly File[] }) {
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const text =
    files.length === 0
      ? DATA_IMPORT_NO_FILE_CHOSEN
      : files.length === 1
        ? (files[0]?.name ?? "")
        : dataImportChosenFiles(files.length, bytes);
  return (
    <span className={files.length > 1 ? styles.severalCount : styles.fileName} title={text}>
      {text}
    </span>
  );
}

function ChooseFile({ onUpload }: { onUpload: (files: readonly File[], priority: string) => void }) {
  const inputId = useId();
  const selectId = useId();
  const [files, setFiles] = useState<readonly File[]>([]);
  const [first, setFirst] = useState<AppleSourcePriority>("watch");
  const tooMany = files.length > DATA_IMPORT_MAX_FILES;
  return (
    <>
      <div className={styles.picker}>
        <div className={styles.field}>
          <span className={styles.label}>{DATA_IMPORT_FILE_LABEL}</span>
          <div className={styles.chosen}>
            <label
              htmlFor={inputId}
              className={`${button({ variant: "secondary" })} ${page.fileButtonFocus}`}
            >
              <Icon name="plus" size="sm" />
              {DATA_IMPORT_CHOOSE}
            </label>
            <input
              id={inputId}
              className={page.fileInput}
              type="file"
              multiple
              accept=".zip,.xml,.csv,.json,application/zip,text/xml,application/xml,text/csv,application/json"
              onChange={(event) => setFiles([...(event.target.files ?? [])])}
            />
            <ChosenLine files={files} />
          </div>
          {files.length > 1 && (
            <div className={styles.several}>
              <span className={styles.severalNames}>
                {dataImportFileNames(files.map((file) => file.name))}
              </span>
              <span className={styles.hint}>{DATA_IMPORT_SEVERAL_HINT}</span>
            </div>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {DATA_IMPORT_APPLE_PRIORITY_LABEL}
          </label>
          <select
            id={selectId}
            className={picker.select}
            aria-describedby={`${selectId}-hint`}
            value={first}
            onChange={(event) => setFirst(event.target.value as AppleSourcePriority)}
          >
            {APPLE_SOURCE_PRIORITIES.map((device) => (
              <option key={device} value={device}>
                {DATA_IMPORT_APPLE_PRIORITY_OPTIONS[device]}
              </option>
            ))}
          </select>
          <span id={`${selectId}-hint`} className={styles.hint}>
            {DATA_IMPORT_APPLE_PRIORITY_HINT}
          </span>
        </div>
      </div>
      {tooMany && <Notice tone="error">{dataImportTooManyFiles(DATA_IMPORT_MAX_FILES)}</Notice>}
      <div className={page.actions}>
        <Button
          variant="primary"
          disabled={files.length === 0 || tooMany}
          onClick={() => files.length > 0 && onUpload(files, priorityOrder(first))}
        >
          <Icon name="upload" size="sm" />
          {DATA_IMPORT_START}
        </Button>
      </div>
    </>
  );
}

function FollowImport({ id, onAnother }: { id: string; onAnother: () => void }) {
  const invalidate = useInvalidateAccountData();
  const entry = trpc.imports.get.useQuery(
    { id },
    { refetchInterval: (query) => (isActive(query.state.data) || !query.state.data ? POLL_MS : false) },
  );
  const wasActive = useRef(false);
  const data = entry.data;
  useEffect(() => {
    if (isActive(data)) wasActive.current = true;
    else if (data?.status === "done" && wasActive.current) {
      // The imported days reach every screen (dashboard, history, preferred sources).
      wasActive.current = false;
      void invalidate();
    }
  }, [data, invalidate]);

  if (entry.error) return <Notice tone="error">{errorDetail(entry.error, DATA_IMPORT_FAILED)}</Notice>;
  if (!data) return <ProgressBar label={`${DATA_IMPORT_QUEUED}…`} share={0} />;
  if (isActive(data)) {
    return (
      <>
        <ProgressBar
          label={`${data.status === "queued" ? DATA_IMPORT_QUEUED : DATA_IMPORT_RUNNING} ${data.file_name}`}
          share={data.progress}
        />
        <p className={page.note}>{DATA_IMPORT_LEAVE_HINT}</p>
      </>
    );
  }
  return (
    <>
      {data.status === "done" ? (
        <Summary entry={data} />
      ) : (
        <Notice tone="error">
          <strong>{DATA_IMPORT_FAILED}.</strong> {data.message}
        </Notice>
      )}
      <div className={page.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {DATA_IMPORT_ANOTHER}
        </Button>
      </div>
    </>
  );
}

export function ImportDataSection() {
  // The demo imports no files: it says so before one is chosen, not after.
  if (useSessionKind() === "demo") {
    return (
      <Card title={DATA_IMPORT_TITLE}>
        <div className={styles.body}>
          <p className={page.note}>{DATA_IMPORT_HINT}</p>
          <Notice tone="info">{DEMO_IMPORTS_UNAVAILABLE}</Notice>
        </div>
      </Card>
    );
  }
  return <ServerImports />;
}

function ServerImports() {
  const list = trpc.imports.list.useQuery();
  const [phase, setPhase] = useState<Phase | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => () => abort.current?.(), []);

  // Back on the page: the latest import is followed again (its progress, or its summary).
  const latest = list.data?.[0];
  const current: Phase = phase ?? (latest ? { kind: "following", id: latest.id } : { kind: "choosing" });
  const earlier = (list.data ?? [])
    .filter((entry) => current.kind !== "following" || entry.id !== current.id)
    .slice(0, 5);

  const upload = (files: readonly File[], priority: string) => {
    setUploadError(null);
    setPhase({ kind: "uploading", fileNames: dataImportFileNames(files.map((file) => file.name)), share: 0 });
    const handle = uploadDataImport(files, priority, (share) =>
      setPhase((now) => (now?.kind === "uploading" ? { ...now, share } : now)),
    );
    abort.current = handle.abort;
    handle.done.then(
      (started) => {
        abort.current = null;
        setPhase({ kind: "following", id: started.id });
        void list.refetch();
      },
      (error: unknown) => {
        abort.current = null;
        setUploadError(errorDetail(error, DATA_IMPORT_UPLOAD_FAILED));
        setPhase({ kind: "choosing" });
      },
    );
  };

  return (
    <Card title={DATA_IMPORT_TITLE}>
      <div className={styles.body}>
        <p className={page.note}>{DATA_IMPORT_HINT}</p>
        {uploadError && <Notice tone="error">{uploadError}</Notice>}
        {current.kind === "choosing" && <ChooseFile onUpload={upload} />}
        {current.kind === "uploading" && (
          <ProgressBar label={`${DATA_IMPORT_UPLOADING} ${current.fileNames}`} share={current.share} />
        )}
        {current.kind === "following" && (
          <FollowImport
            id={current.id}
            onAnother={() => {
              void list.refetch();
              setPhase({ kind: "choosing" });
            }}
          />
        )}
        <EarlierImports entries={earlier} />
      </div>
    </Card>
  );
}
