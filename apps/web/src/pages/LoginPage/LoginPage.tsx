// /login (SPEC §2): e-mail and password, a way to sign up, and the no-account demo.
import { PAGE_TITLES, PRODUCT_NAME } from "@evenkeel/contracts";
import type { FormEvent } from "react";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthDivider, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Button } from "../../components/Button/Button";
import { TextField } from "../../components/TextField/TextField";
import { useStartDemo } from "../../session/useStartDemo";
import { sprinkles } from "../../styles/sprinkles.css";
import * as styles from "./LoginPage.css";

const stack = {
  form: sprinkles({ display: "flex", flexDirection: "column", gap: "lg" }),
  demo: sprinkles({ display: "flex", flexDirection: "column", gap: "sm" }),
};

export function LoginPage() {
  useDocumentTitle(PAGE_TITLES.signIn);
  const startDemo = useStartDemo();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser enforces the required fields; the sign-in call itself arrives with the
    // authentication issue.
    event.preventDefault();
  };

  return (
    <AuthShell title={`Sign in to ${PRODUCT_NAME}`} description="Welcome back. Pick up where you left off.">
      <form className={stack.form} onSubmit={handleSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="lg" fullWidth>
          Sign In
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
