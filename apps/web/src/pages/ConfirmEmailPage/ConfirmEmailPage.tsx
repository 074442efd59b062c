// /auth/confirm (SPEC §2): the landing page of the confirmation e-mail's link.
// Checking token_hash and type arrives with the authentication issue.
import { PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";

export function ConfirmEmailPage() {
  useDocumentTitle(PAGE_TITLES.confirmEmail);
  return (
    <AuthShell title="Confirm your email">
      <AuthSwitch to="/login" label="Go to Login" />
    </AuthShell>
  );
}
