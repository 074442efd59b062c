// /login (SPEC §2): e-mail and password, a way to sign up, and the no-account demo.
// A failed sign-in shows the server's detail or "Invalid email or password" (§8).
import { EMAIL_NOT_CONFIRMED, PAGE_TITLES, PRODUCT_NAME, SIGNIN_FAILED } from "@evenkeel/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthDivider, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Button } from "../../components/Button/Button";
import { Notice } from "../../components/Notice/Notice";
import { TextField } from "../../components/TextField/TextField";
import { clearSignOutHandoff, peekSignOutNotice } from "../../session/signOutHandoff";
import { storeTokens } from "../../session/storage";
import { useStartDemo } from "../../session/useStartDemo";
import { sprinkles } from "../../styles/sprinkles.css";
import * as styles from "./LoginPage.css";
import { readLoginState } from "./loginState";

const stack = {
  form: sprinkles({ display: "flex", flexDirection: "column", gap: "lg" }),
  demo: sprinkles({ display: "flex", flexDirection: "column", gap: "sm" }),
};

export function LoginPage() {
  useDocumentTitle(PAGE_TITLES.signIn);
  const startDemo = useStartDemo();
  const navigate = useNavigate();
  const { from } = readLoginState(useLocation().state);
  const [notice] = useState(peekSignOutNotice);
  useEffect(clearSignOutHandoff, []);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const signIn = trpc.auth.signin.useMutation();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await signIn.mutateAsync({ email, password });
      if (answer.access_token === null || answer.refresh_token === null) {
        setError(answer.message ?? EMAIL_NOT_CONFIRMED);
        return;
      }
      storeTokens({ access_token: answer.access_token, refresh_token: answer.refresh_token });
      navigate(from ?? "/dashboard", { replace: true });
    } catch (failure) {
      setError(errorDetail(failure, SIGNIN_FAILED));
    }
  };

  return (
    <AuthShell title={`Sign in to ${PRODUCT_NAME}`} description="Welcome back. Pick up where you left off.">
      {notice && <Notice tone="success">{notice}</Notice>}
      <form className={stack.form} onSubmit={handleSubmit}>
        {error && <Notice tone="error">{error}</Notice>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
      <AuthSwitch prompt="Don't have an account?" to="/signup" label="Sign up" />
      <AuthDivider />
      <div className={stack.demo}>
        <Button variant="soft" size="lg" fullWidth onClick={startDemo}>
          Try Demo (No Account Needed)
        </Button>
        <p className={styles.demoNote}>Explore with simulated data, kept only in this browser.</p>
      </div>
    </AuthShell>
  );
}
