// The form of /login and /signup: a failure above the fields (its words come from the
// page, docs/screens.md) and one large submit button, disabled while the request runs.
import type { FormEvent, ReactNode } from "react";
import { Button } from "../Button/Button";
import { Notice } from "../Notice/Notice";
import * as styles from "./AuthForm.css";

type AuthFormProps = {
  error: string | null;
  /** What the person can do about the failure, right under it (e.g. resend the confirmation). */
  errorAction?: ReactNode;
  busy: boolean;
  /** The button's words, which the page changes while busy ("Signing In..."). */
  submitLabel: string;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
};

export function AuthForm({ error, errorAction, busy, submitLabel, onSubmit, children }: AuthFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className={styles.root} onSubmit={handleSubmit}>
      {error && <Notice tone="error">{error}</Notice>}
      {error && errorAction}
      {children}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
