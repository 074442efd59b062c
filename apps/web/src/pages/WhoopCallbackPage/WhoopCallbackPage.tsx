// /settings/{provider}/callback (SPEC §2), one route per provider (app/router.tsx): where the
// wearable's authorisation page sends the user back. "Connecting to WHOOP...", then
// "Successfully connected to WHOOP!" or "Connection Failed" with the reason, then back to
// Settings; the same words with "Oura" for Oura.
import {
  CONNECTION_FAILED,
  connectedSuccessfully,
  connectingTo,
  PAGE_TITLES,
  type WearableProvider,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthNote, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Notice } from "../../components/Notice/Notice";
import { Spinner } from "../../components/Spinner/Spinner";
import { useWearableCallback } from "./useWearableCallback";

function titleOf(status: "loading" | "success" | "error", name: string): string {
  if (status === "success") return connectedSuccessfully(name);
  if (status === "error") return CONNECTION_FAILED;
  return `${name} connection`;
}

export function WhoopCallbackPage({ provider }: { provider: WearableProvider }) {
  useDocumentTitle(PAGE_TITLES.settings);
  const state = useWearableCallback(provider);
  const name = wearableDisplayName(provider);

  return (
    <AuthShell title={titleOf(state.status, name)}>
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
