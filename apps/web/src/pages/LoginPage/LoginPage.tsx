// /login (docs/screens.md): e-mail and password, a way to sign up, and the no-account demo.
// A failed sign-in shows the server's detail, or "Invalid email or password" without one; an account
// whose e-mail is not confirmed yet also gets "Resend confirmation email".
import {
  DEMO_NOTE,
  EMAIL_NOT_CONFIRMED,
  NO_ACCOUNT_YET,
  PAGE_TITLES,
  SIGN_IN_BUTTON,
  SIGN_IN_HEADING,
  SIGN_IN_LEAD,
  SIGN_UP_LINK,
  SIGNIN_FAILED,
  SIGNING_IN,
} from "@evenkeel/contracts";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthForm } from "../../components/AuthForm/AuthForm";
import { EmailField, PasswordField } from "../../components/AuthForm/CredentialFields";
import { AuthDivider, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Notice } from "../../components/Notice/Notice";
import { ResendConfirmation } from "../../components/ResendConfirmation/ResendConfirmation";
import { TryDemoButton } from "../../components/TryDemoButton/TryDemoButton";
import { clearSignOutHandoff, peekSignOutNotice } from "../../session/signOutHandoff";
import { storeTokens } from "../../session/storage";
import { sprinkles } from "../../styles/sprinkles.css";
import * as styles from "./LoginPage.css";
import { readLoginState } from "./loginState";

const demoStack = sprinkles({ display: "flex", flexDirection: "column", gap: "sm" });

export function LoginPage() {
  useDocumentTitle(PAGE_TITLES.signIn);
  const navigate = useNavigate();
  const { from } = readLoginState(useLocation().state);
  const [notice] = useState(peekSignOutNotice);
  useEffect(clearSignOutHandoff, []);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  /** The address the "not confirmed" answer was about (the field may change afterwards). */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const signIn = trpc.auth.signin.useMutation();

  const handleSubmit = async () => {
    setError(null);
    setUnconfirmedEmail(null);
    try {
      const answer = await signIn.mutateAsync({ email, password });
      if (answer.access_token === null || answer.refresh_token === null) {
        setError(answer.message ?? EMAIL_NOT_CONFIRMED);
        setUnconfirmedEmail(email);
        return;
      }
      storeTokens({ access_token: answer.access_token, refresh_token: answer.refresh_token });
      navigate(from ?? "/dashboard", { replace: true });
    } catch (failure) {
      const detail = errorDetail(failure, SIGNIN_FAILED);
      setError(detail);
      if (detail === EMAIL_NOT_CONFIRMED) setUnconfirmedEmail(email);
    }
  };

  return (
    <AuthShell title={SIGN_IN_HEADING} description={SIGN_IN_LEAD}>
      {notice && <Notice tone="success">{notice}</Notice>}
      <AuthForm
        error={error}
        errorAction={
          unconfirmedEmail && <ResendConfirmation key={unconfirmedEmail} email={unconfirmedEmail} />
        }
        busy={signIn.isPending}
        submitLabel={signIn.isPending ? SIGNING_IN : SIGN_IN_BUTTON}
        onSubmit={handleSubmit}
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
      </AuthForm>
      <AuthSwitch prompt={NO_ACCOUNT_YET} to="/signup" label={SIGN_UP_LINK} />
      <AuthDivider />
      <div className={demoStack}>
        <TryDemoButton />
        <p className={styles.demoNote}>{DEMO_NOTE}</p>
      </div>
    </AuthShell>
  );
}
