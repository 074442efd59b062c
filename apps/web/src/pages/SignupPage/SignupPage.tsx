// /signup (SPEC §2, §5): names, e-mail, an optional picture, password twice; the demo button
// and a link to /login. After a sign-up that needs confirmation, a green notice replaces the
// form.
import { PAGE_TITLES, PRODUCT_NAME } from "@evenkeel/contracts";
import { type FormEvent, useState } from "react";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthDivider, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { Button } from "../../components/Button/Button";
import { Notice } from "../../components/Notice/Notice";
import { PicturePicker } from "../../components/PicturePicker/PicturePicker";
import { TextField } from "../../components/TextField/TextField";
import { useStartDemo } from "../../session/useStartDemo";
import * as styles from "./SignupPage.css";
import { signupPasswordProblem } from "./signupRules";
import { useSignup } from "./useSignup";

export function SignupPage() {
  useDocumentTitle(PAGE_TITLES.signUp);
  const startDemo = useStartDemo();
  const { submit, busy, error, setError, confirmationNotice } = useSignup();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [picture, setPicture] = useState<File | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signupPasswordProblem(password, confirmPassword);
    if (problem) return setError(problem);
    void submit({
      email,
      password,
      first_name: firstName.trim() || undefined,
      last_name: lastName.trim() || undefined,
      picture,
    });
  };

  if (confirmationNotice) {
    return (
      <AuthShell
        title="Check your inbox"
        description={`One more step before you can sign in to ${PRODUCT_NAME}.`}
      >
        <Notice tone="success">{confirmationNotice}</Notice>
        <AuthSwitch prompt="Confirmed already?" to="/login" label="Sign in" />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Create your account" description={`Start tracking with ${PRODUCT_NAME}.`}>
      <form className={styles.form} onSubmit={handleSubmit}>
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.nameRow}>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PicturePicker
          label="Profile picture (optional)"
          hint="An image of at most 5MB."
          disabled={busy}
          onChange={setPicture}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
      <AuthSwitch prompt="Already have an account?" to="/login" label="Sign in" />
      <AuthDivider />
      <Button variant="soft" size="lg" fullWidth onClick={startDemo}>
        Try Demo (No Account Needed)
      </Button>
    </AuthShell>
  );
}
