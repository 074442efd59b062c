// What the last manual sync did: the server's message after success, or why it failed (with
// the way to Settings when no wearable is connected). Auto-sync never comes through here.
import { type SyncResult, type WearableProvider, wearableDisplayName } from "@evenkeel/contracts";
import { Link } from "react-router";
import { errorDetail, isNotFound } from "../../api/apiErrors";
import { Notice } from "../../components/Notice/Notice";

const SYNC_FAILED = "Sync failed. Please try again.";

type SyncFeedbackProps = {
  result: SyncResult | undefined;
  error: unknown;
  /** The provider the sync was for. */
  provider: WearableProvider | undefined;
};

export function SyncFeedback({ result, error, provider }: SyncFeedbackProps) {
  if (error) {
    return (
      <Notice tone="error">
        {errorDetail(error, SYNC_FAILED)}
        {isNotFound(error) && provider && (
          <>
            {" "}
            <Link to="/settings">Connect your {wearableDisplayName(provider)} account in Settings.</Link>
          </>
        )}
      </Notice>
    );
  }
  if (result) return <Notice tone={result.success ? "success" : "error"}>{result.message}</Notice>;
  return null;
}
