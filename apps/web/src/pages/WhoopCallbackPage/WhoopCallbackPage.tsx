// /settings/whoop/callback (SPEC §2): where the wearable's authorisation page sends the
// user back. Exchanging the code arrives with the wearable issue.
import { DEFAULT_WEARABLE_PROVIDER, PAGE_TITLES, wearableDisplayName } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";

export function WhoopCallbackPage() {
  useDocumentTitle(PAGE_TITLES.settings);
  return (
    <AuthShell title={`${wearableDisplayName(DEFAULT_WEARABLE_PROVIDER)} connection`}>
      <AuthSwitch to="/settings" label="Back to Settings" />
    </AuthShell>
  );
}
