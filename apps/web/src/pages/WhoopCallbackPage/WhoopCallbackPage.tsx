// /settings/{provider}/callback (docs/screens.md), one route per provider (app/router.tsx): where the
// wearable's authorisation page sends the user back. "Connecting to WHOOP...", then
// "Successfully connected to WHOOP!" or "Connection Failed" with the reason (and, for the
// reasons OAuth names, a plain sentence), then back to Settings; the same words with "Oura"
// for Oura. A signed-in page in the app's own frame, titled "Connect WHOOP" / "Connect Oura".
import {
  authorizationFailureExplained,
  CONNECTION_FAILED,
  connectedSuccessfully,
  connectingTo,
  pageTitle,
  type WearableProvider,
  wearableCallbackPageName,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { Card } from "../../components/Card/Card";
import { Notice } from "../../components/Notice/Notice";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { Spinner } from "../../components/Spinner/Spinner";
import { useWearableCallback } from "./useWearableCallback";
import * as styles from "./WhoopCallbackPage.css";

function titleOf(status: "loading" | "success" | "error", name: string): string {
  if (status === "success") return connectedSuccessfully(name);
  if (status === "error") return CONNECTION_FAILED;
  return `${name} connection`;
}

export function WhoopCallbackPage({ provider }: { provider: WearableProvider }) {
  const name = wearableDisplayName(provider);
  useDocumentTitle(pageTitle(wearableCallbackPageName(name)));
  const state = useWearableCallback(provider);
  const reason = useSearchParams()[0].get("error");
  const explained = state.status === "error" && reason ? authorizationFailureExplained(name, reason) : null;

  return (
    <>
      <PageHeader title={titleOf(state.status, name)} />
      <Card>
        <div className={styles.body}>
          {state.status === "loading" && <Spinner label={connectingTo(name)} />}
          {state.status === "success" && (
            <Notice tone="success">Your data will start syncing. Taking you back to Settings...</Notice>
          )}
          {state.status === "error" && (
            <>
              <Notice tone="error">
                {state.message}
                {explained && <span className={styles.explained}>{explained}</span>}
              </Notice>
              <p className={styles.note}>Taking you back to Settings...</p>
            </>
          )}
          <Link className={styles.back} to="/settings">
            Back to Settings
          </Link>
        </div>
      </Card>
    </>
  );
}
