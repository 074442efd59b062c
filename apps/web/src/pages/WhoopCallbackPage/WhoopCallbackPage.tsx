// /settings/whoop/callback (SPEC §2): where the wearable's authorisation page sends the user
// back. "Connecting to WHOOP...", then "Successfully connected to WHOOP!" or "Connection
// Failed" with the reason, then back to Settings.
import {
  CONNECTION_FAILED,
  connectedSuccessfully,
  connectingTo,
  DEFAULT_WEARABLE_PROVIDER,
  PAGE_TITLES,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthNote, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Notice } from "../../components/Notice/Notice";
import { Spinner } from "../../components/Spinner/Spinner";
import { useWearableCallback } from "./useWearableCallback";

const name = wearableDisplayName(DEFAULT_WEARABLE_PROVIDER);

function titleOf(status: "loading" | "success" | "error"): string {
  if (status === "success") return connectedSuccessfully(name);
  if (status === "error") return CONNECTION_FAILED;
  return `${name} connection`;
}

export function WhoopCallbackPage() {
  useDocumentTitle(PAGE_TITLES.settings);
  const state = useWearableCallback();

  return (
    <AuthShell title={titleOf(state.status)}>
      {state.status === "loading" && <Spinner label={connectingTo(name)} />}
      {state.status === "success" && (
        <Notice tone="success">Your data will start syncing. Taking you back to Settings...</Notice>
      )}
      {state.status === "error" && (
        <>
          <Notice tone="error">{state.message}</Notice>
          <AuthNote>Taking you back to Settings...</AuthNote>
        </>
      )}
      <AuthSwitch to="/settings" label="Back to Settings" />
    </AuthShell>
  );
}
