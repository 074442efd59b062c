// One switch of a Settings section (narrator, preferences): a checkbox with its label and a
// line saying what it means; saved at once, shown as the server answered (it may refuse).
import type { ReactNode } from "react";
import * as narrator from "./NarratorSection.css";

interface OptionCheckboxProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  /** Controls that belong to the switch (time fields), shown under it. */
  children?: ReactNode;
}

export function OptionCheckbox({ label, hint, checked, disabled, onChange, children }: OptionCheckboxProps) {
  const option = (
    <label className={narrator.option}>
      <input
        type="checkbox"
        className={narrator.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={narrator.optionText}>
        <span className={narrator.optionLabel}>{label}</span>
        <span className={narrator.optionHint}>{hint}</span>
      </span>
    </label>
  );
  if (!children) return option;
  return (
    <div className={narrator.optionGroup}>
      {option}
      <div className={narrator.optionExtra}>{children}</div>
    </div>
  );
}
