// Settings › Language Model Insights (docs/decisions/027-language-model-narrator.md): which model
// the server offers and where it runs, the user's opt-in, and whether mood notes may be sent.
// Without a configured model (and always in the demo) it says so and offers nothing to turn on.
import {
  DEMO_NARRATOR_UNAVAILABLE,
  NARRATOR_ALLOW_NOTES,
  NARRATOR_EXPLAINED,
  NARRATOR_NOTES_EXPLAINED,
  NARRATOR_OPT_IN,
  NARRATOR_SECTION_TITLE,
  NARRATOR_SETTINGS_UNREADABLE,
  NARRATOR_UNAVAILABLE,
  type NarratorSettings,
  narratorModelLocation,
} from "@evenkeel/contracts";
import { Card } from "../../components/Card/Card";
import { Chip, type ChipTone } from "../../components/Chip/Chip";
import { Notice } from "../../components/Notice/Notice";
import { Spinner } from "../../components/Spinner/Spinner";
import { useSessionKind } from "../../session/sessionKind";
import { type DetailRow, DetailRows } from "./DetailRows";
import * as narrator from "./NarratorSection.css";
import { OptionCheckbox } from "./OptionCheckbox";
import * as styles from "./SettingsPage.css";
import { useNarratorSettings } from "./useNarratorSettings";

type Location = NonNullable<NarratorSettings["model"]>["location"];

const LOCATION_CHIP: Readonly<Record<Location, { tone: ChipTone; label: string }>> = {
  this_machine: { tone: "success", label: "On this server" },
  local_network: { tone: "info", label: "On your network" },
  remote: { tone: "warning", label: "Outside your network" },
};

export function NarratorSection() {
  const { settings, loading, loadFailed, saving, error, update } = useNarratorSettings();
  const model = settings?.model ?? null;
  const inDemo = useSessionKind() === "demo";

  const rows: DetailRow[] = model
    ? [
        { label: "Model", value: model.name },
        {
          label: "Where it runs",
          value: (
            <span className={styles.statusValue}>
              <Chip tone={LOCATION_CHIP[model.location].tone}>{LOCATION_CHIP[model.location].label}</Chip>
            </span>
          ),
        },
      ]
    : [];

  return (
    <Card title={NARRATOR_SECTION_TITLE}>
      {loading ? (
        <Spinner label="Checking the language model..." />
      ) : (
        <div className={styles.sectionBody}>
          {error && <Notice tone="error">{error}</Notice>}
          {!model || !settings ? (
            <p className={styles.note}>
              {loadFailed
                ? NARRATOR_SETTINGS_UNREADABLE
                : inDemo
                  ? DEMO_NARRATOR_UNAVAILABLE
                  : NARRATOR_UNAVAILABLE}
            </p>
          ) : (
            <>
              <DetailRows rows={rows} />
              <p className={styles.note}>{narratorModelLocation(model.location, model.host)}</p>
              <div className={narrator.options}>
                <OptionCheckbox
                  label={NARRATOR_OPT_IN}
                  hint={NARRATOR_EXPLAINED}
                  checked={settings.enabled}
                  disabled={saving}
                  onChange={(enabled) => void update({ enabled })}
                />
                <OptionCheckbox
                  label={NARRATOR_ALLOW_NOTES}
                  hint={NARRATOR_NOTES_EXPLAINED}
                  checked={settings.allow_notes}
                  disabled={saving || !settings.enabled}
                  onChange={(allow_notes) => void update({ allow_notes })}
                />
              </div>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
