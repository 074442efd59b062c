// The e-mail and password inputs of /login and /signup: required, typed and
// autocompleted so browsers and password managers fill them in.
import { EMAIL_LABEL, PASSWORD_LABEL } from "@evenkeel/contracts";
import { TextField } from "../TextField/TextField";

type ValueProps = { value: string; onChange: (value: string) => void };

export function EmailField({ value, onChange }: ValueProps) {
  return (
    <TextField
      label={EMAIL_LABEL}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type PasswordFieldProps = ValueProps & {
  /** "current-password" to sign in, "new-password" to choose one. */
  autoComplete: "current-password" | "new-password";
  label?: string;
  name?: string;
  hint?: string;
};

export function PasswordField({
  autoComplete,
  label = PASSWORD_LABEL,
  name = "password",
  hint,
  value,
  onChange,
}: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
