// /signup (docs/screens.md): names, e-mail, an optional picture, password twice; the demo button
// and a link to /login. After a sign-up that needs confirmation, a green notice replaces the
// form, with a Resend for the address just used.
import { PAGE_TITLES, PRODUCT_NAME } from "@evenkeel/contracts";
import { useState } from "react";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthForm } from "../../components/AuthForm/AuthForm";
import { EmailField, PasswordField } from "../../components/AuthForm/CredentialFields";
import { AuthDivider, AuthShell, AuthSwitch } from "../../components/AuthShell/AuthShell";
import { NameFields } from "../../components/NameFields/NameFields";
import { Notice } from "../../components/Notice/Notice";
import { PicturePicker } from "../../components/PicturePicker/PicturePicker";
import { ResendConfirmation } from "../../components/ResendConfirmation/ResendConfirmation";
import { TryDemoButton } from "../../components/TryDemoButton/TryDemoButton";
import { signupPasswordProblem } from "./signupRules";
import { useSignup } from "./useSignup";

export function SignupPage() {
  useDocumentTitle(PAGE_TITLES.signUp);
  const { submit, busy, error, setError, pictureError, setPictureError, confirmationNotice } = useSignup();
  const [name, setName] = useState({ first_name: "", last_name: "" });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [picture, setPicture] = useState<File | null>(null);

  const handleSubmit = () => {
    const problem = signupPasswordProblem(password, confirmPassword);
    if (problem) return setError(problem);
    void submit({
      email,
      password,
      first_name: name.first_name.trim() || undefined,
      last_name: name.last_name.trim() || undefined,
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
        {/* The mail may be slow, filtered or mistyped away: a new link for the address just used. */}
        <ResendConfirmation email={email} />
        <AuthSwitch prompt="Confirmed already?" to="/login" label="Sign in" />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Create your account" description={`Start tracking with ${PRODUCT_NAME}.`}>
      <AuthForm
        error={error}
        busy={busy}
        submitLabel={busy ? "Creating Account..." : "Create Account"}
        onSubmit={handleSubmit}
      >
        <NameFields
          labels={{ first_name: "First name", last_name: "Last name" }}
          value={name}
          onChange={setName}
        />
        <EmailField value={email} onChange={setEmail} />
        <PicturePicker
          label="Profile picture (optional)"
          hint="An image of at most 5MB."
          disabled={busy}
          uploadError={pictureError}
          onChange={(file) => {
            setPicture(file);
            setPictureError(null);
          }}
        />
        <PasswordField
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label="Confirm password"
          name="confirm_password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
      </AuthForm>
      <AuthSwitch prompt="Already have an account?" to="/login" label="Sign in" />
      <AuthDivider />
      <TryDemoButton />
    </AuthShell>
  );
}
