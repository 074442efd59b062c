// /signup (docs/screens.md): names, e-mail, an optional picture, password twice; the demo button
// and a link to /login. After a sign-up that needs confirmation, a green notice replaces the
// form, with a Resend for the address just used.
import {
  CHECK_INBOX_HEADING,
  CHECK_INBOX_LEAD,
  CONFIRM_PASSWORD_LABEL,
  CONFIRMED_ALREADY,
  CREATE_ACCOUNT_BUTTON,
  CREATING_ACCOUNT,
  FIRST_NAME_LABEL,
  HAVE_AN_ACCOUNT,
  LAST_NAME_LABEL,
  NEW_PASSWORD_HINT,
  PAGE_TITLES,
  SIGN_IN_LINK,
  SIGN_UP_HEADING,
  SIGN_UP_LEAD,
  SIGN_UP_PICTURE_HINT,
  SIGN_UP_PICTURE_LABEL,
} from "@evenkeel/contracts";
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
      <AuthShell title={CHECK_INBOX_HEADING} description={CHECK_INBOX_LEAD}>
        <Notice tone="success">{confirmationNotice}</Notice>
        {/* The mail may be slow, filtered or mistyped away: a new link for the address just used. */}
        <ResendConfirmation email={email} />
        <AuthSwitch prompt={CONFIRMED_ALREADY} to="/login" label={SIGN_IN_LINK} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={SIGN_UP_HEADING} description={SIGN_UP_LEAD}>
      <AuthForm
        error={error}
        busy={busy}
        submitLabel={busy ? CREATING_ACCOUNT : CREATE_ACCOUNT_BUTTON}
        onSubmit={handleSubmit}
      >
        <NameFields
          labels={{ first_name: FIRST_NAME_LABEL, last_name: LAST_NAME_LABEL }}
          value={name}
          onChange={setName}
        />
        <EmailField value={email} onChange={setEmail} />
        <PicturePicker
          label={SIGN_UP_PICTURE_LABEL}
          hint={SIGN_UP_PICTURE_HINT}
          disabled={busy}
          uploadError={pictureError}
          onChange={(file) => {
            setPicture(file);
            setPictureError(null);
          }}
        />
        <PasswordField
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label={CONFIRM_PASSWORD_LABEL}
          name="confirm_password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
      </AuthForm>
      <AuthSwitch prompt={HAVE_AN_ACCOUNT} to="/login" label={SIGN_IN_LINK} />
      <AuthDivider />
      <TryDemoButton />
    </AuthShell>
  );
}
