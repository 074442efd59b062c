// /login (docs/screens.md): e-mail and password, a way to sign up, and the no-account demo.
// A failed sign-in shows the server's detail or "Invalid email or password" (§8); an account
// whose e-mail is not confirmed yet also gets "Resend confirmation email".
import { EMAIL_NOT_CONFIRMED, PAGE_TITLES, PRODUCT_NAME, SIGNIN_FAILED } from "@evenkeel/contracts";
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
    <AuthShell title={`Sign in to ${PRODUCT_NAME}`} description="Welcome back. Pick up where you left off.">
      {notice && <Notice tone="success">{notice}</Notice>}
      <AuthForm
        error={error}
        errorAction={
          unconfirmedEmail && <ResendConfirmation key={unconfirmedEmail} email={unconfirmedEmail} />
        }
        busy={signIn.isPending}
        submitLabel={signIn.isPending ? "Signing In..." : "Sign In"}
        onSubmit={handleSubmit}
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
      </AuthForm>
      <AuthSwitch prompt="Don't have an account?" to="/signup" label="Sign up" />
      <AuthDivider />
      <div className={demoStack}>
        <TryDemoButton />
        <p className={styles.demoNote}>Explore with simulated data, kept only in this browser.</p>
      </div>
    </AuthShell>
  );
}
