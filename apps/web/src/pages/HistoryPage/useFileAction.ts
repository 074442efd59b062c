// Runs one file action (an export, a report, an import) at a time, with its failure in words.
import { useCallback, useState } from "react";
import { errorDetail } from "../../api/apiErrors";

export function useFileAction<A extends unknown[]>(action: (...args: A) => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (label: string, ...args: A) => {
      setBusy(label);
      setError(null);
      try {
        await action(...args);
      } catch (cause) {
        setError(errorDetail(cause, fallback));
      } finally {
        setBusy(null);
      }
    },
    [action, fallback],
  );
  return { run, busy, error };
}
