// /auth/confirm (docs/screens.md): the landing page of the confirmation e-mail's link. Loading, then
// "Email confirmed! You can now sign in." (and /login after 2 s), or the error, a way to ask
// for a new link and a way to the sign-in page.
import { PAGE_TITLES } from "@evenkeel/contracts";
import { useNavigate } from "react-router";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthNote, AuthShell } from "../../components/AuthShell/AuthShell";
import { Button } from "../../components/Button/Button";
import { Notice } from "../../components/Notice/Notice";
import { ResendConfirmation } from "../../components/ResendConfirmation/ResendConfirmation";
import { Spinner } from "../../components/Spinner/Spinner";
import { useEmailConfirmation } from "./useEmailConfirmation";

export function ConfirmEmailPage() {
  useDocumentTitle(PAGE_TITLES.confirmEmail);
  const navigate = useNavigate();
  const state = useEmailConfirmation();

  return (
    <AuthShell title="Confirm your email">
      {state.status === "loading" && <Spinner label="Confirming your email..." />}
      {state.status === "success" && (
        <>
          <Notice tone="success">{state.message}</Notice>
          <AuthNote>Taking you to the sign-in page...</AuthNote>
        </>
      )}
      {state.status === "error" && (
        <>
          <Notice tone="error">{state.message}</Notice>
          <ResendConfirmation />
          <Button size="lg" fullWidth onClick={() => navigate("/login")}>
            Go to Login
          </Button>
        </>
      )}
    </AuthShell>
  );
}
