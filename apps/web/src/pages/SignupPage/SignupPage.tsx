// /signup (SPEC §2). The sign-up form arrives with the authentication issue.
import { PAGE_TITLES, PRODUCT_NAME } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthDivider, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Button } from "../../components/Button/Button";
import { useStartDemo } from "../../session/useStartDemo";

export function SignupPage() {
  useDocumentTitle(PAGE_TITLES.signUp);
  const startDemo = useStartDemo();

  return (
    <AuthShell title="Create your account" description={`Start tracking with ${PRODUCT_NAME}.`}>
      <AuthSwitch prompt="Already have an account?" to="/login" label="Sign in" />
      <AuthDivider />
      <Button variant="soft" size="lg" fullWidth onClick={startDemo}>
        Try Demo (No Account Needed)
      </Button>
    </AuthShell>
  );
}
