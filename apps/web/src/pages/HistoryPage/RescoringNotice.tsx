// While stored history is being rescored with a newer score version, History says
// so with the job's progress ("Rescoring your history with ek-2: 40%"), asks again every few
// seconds, and reloads the table once the job is done.
import { rescoringProgress } from "@evenkeel/contracts";
import { useEffect, useRef } from "react";
import { trpc } from "../../api/trpc";
import { Notice } from "../../components/Notice/Notice";

const POLL_MS = 3000;

export function RescoringNotice({ onFinished }: { onFinished: () => void }) {
  const status = trpc.burnout.rescoring.useQuery(
    {},
    { refetchInterval: (query) => (query.state.data?.state === "running" ? POLL_MS : false) },
  );
  const state = status.data?.state;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (state === "running") wasRunning.current = true;
    else if (state === "idle" && wasRunning.current) {
      wasRunning.current = false;
      onFinished();
    }
  }, [state, onFinished]);

  if (status.data?.state !== "running") return null;
  return <Notice tone="info">{rescoringProgress(status.data.algorithm_version, status.data.percent)}</Notice>;
}
