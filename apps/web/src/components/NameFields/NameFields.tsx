// First and last name side by side (stacked on phones), neither required; used by
// sign-up and Settings › Edit Profile, which word the labels differently (docs/screens.md).
import { TextField } from "../TextField/TextField";
import * as styles from "./NameFields.css";

export type PersonName = { first_name: string; last_name: string };

const FIELDS = [
  { name: "first_name", autoComplete: "given-name" },
  { name: "last_name", autoComplete: "family-name" },
] as const;

type NameFieldsProps = {
  labels: Readonly<Record<keyof PersonName, string>>;
  value: PersonName;
  onChange: (value: PersonName) => void;
};

export function NameFields({ labels, value, onChange }: NameFieldsProps) {
  return (
    <div className={styles.root}>
      {FIELDS.map(({ name, autoComplete }) => (
        <TextField
          key={name}
          label={labels[name]}
          name={name}
          autoComplete={autoComplete}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
      ))}
    </div>
  );
}
