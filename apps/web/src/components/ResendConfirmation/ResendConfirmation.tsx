// "Resend confirmation email": the way back in for someone whose confirmation link
// expired, was used or got lost. On /auth/confirm the address is asked for (the link carries
// none); under the sign-in form's "Please confirm your email before signing in." it is the
// address just typed. The server's one answer is shown as it is, whatever the address.
import {
  CONFIRMATION_EMAIL_RESENT,
  RESEND_CONFIRMATION,
  RESEND_CONFIRMATION_FAILED,
  RESEND_CONFIRMATION_PROMPT,
  RESENDING_CONFIRMATION,
} from "@evenkeel/contracts";
import { type FormEvent, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { EmailField } from "../AuthForm/CredentialFields";
import { Button } from "../Button/Button";
import { Notice } from "../Notice/Notice";
import * as styles from "./ResendConfirmation.css";

type ResendConfirmationProps =
  /** The address is known (the sign-in form): one button. */
  | { email: string }
  /** The address is asked for (the confirmation page). */
  | { email?: undefined };

export function ResendConfirmation(props: ResendConfirmationProps) {
  const [typed, setTyped] = useState("");
  const resend = trpc.auth.resendConfirmation.useMutation();
  const email = props.email ?? typed;
  const asksForEmail = props.email === undefined;

  const send = () => {
    if (email.trim() === "" || resend.isPending) return;
    resend.mutate({ email });
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const button = (
    <Button
      type={asksForEmail ? "submit" : "button"}
      variant="secondary"
      fullWidth
      disabled={resend.isPending}
      onClick={asksForEmail ? undefined : send}
    >
      {resend.isPending ? RESENDING_CONFIRMATION : RESEND_CONFIRMATION}
    </Button>
  );
  const outcome = resend.isSuccess ? (
    <Notice tone="success">{resend.data.message || CONFIRMATION_EMAIL_RESENT}</Notice>
  ) : resend.isError ? (
    <Notice tone="error">{errorDetail(resend.error, RESEND_CONFIRMATION_FAILED)}</Notice>
  ) : null;

  if (!asksForEmail) {
    return (
      <div className={styles.root}>
        {button}
        {outcome}
      </div>
    );
  }
  return (
    <form className={styles.root} onSubmit={handleSubmit} aria-label={RESEND_CONFIRMATION}>
      <p className={styles.prompt}>{RESEND_CONFIRMATION_PROMPT}</p>
      <EmailField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          if (!resend.isIdle) resend.reset();
        }}
      />
      {button}
      {outcome}
    </form>
  );
}
