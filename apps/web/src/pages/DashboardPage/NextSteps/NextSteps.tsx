// The gauge area while the selected day has no burnout score: instead of a 0%
// "Low Risk" that reads as good news, the steps that lead to a score. A new account sees
// "Your risk score starts here"; an account with data, on a day without a score, is told so.
// Each step shows only while it is still to do: connecting names every provider the server
// offers, and a new account is offered file import too. The gauge itself is untouched (RiskGauge).
import {
  NEXT_STEP_CONNECT_DETAIL,
  NEXT_STEP_IMPORT,
  NEXT_STEP_IMPORT_ACTION,
  NEXT_STEP_IMPORT_DETAIL,
  nextStepConnect,
} from "@evenkeel/contracts";
import { Link } from "react-router";
import { Button } from "../../../components/Button/Button";
import { button } from "../../../components/Button/Button.css";
import { Icon, type IconName } from "../../../components/Icon/Icon";
import * as styles from "./NextSteps.css";

type NextStepsProps = {
  /** No health record and no mood in the whole account yet. */
  newAccount: boolean;
  /** undefined while the connection lookup runs. */
  wearableConnected: boolean | undefined;
  /** Display names of the providers this server can connect, in its order. */
  offeredWearables: readonly string[];
  hasTodayMood: boolean;
  onLogMood: () => void;
};

function Step({
  icon,
  title,
  text,
  action,
}: {
  icon: IconName;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <li className={styles.step}>
      <span className={styles.stepIcon} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <div className={styles.stepText}>
        <h3 className={styles.stepTitle}>{title}</h3>
        <p className={styles.stepDetail}>{text}</p>
      </div>
      <div className={styles.stepAction}>{action}</div>
    </li>
  );
}

export function NextSteps({
  newAccount,
  wearableConnected,
  offeredWearables,
  hasTodayMood,
  onLogMood,
}: NextStepsProps) {
  const connect = nextStepConnect(offeredWearables);
  return (
    <div className={styles.root}>
      <p className={styles.lead}>
        {newAccount
          ? "Your burnout risk score starts here. It appears once a few days of data are in."
          : "No risk score for this day. Scores appear for days with enough data around them."}
      </p>
      <ol className={styles.steps}>
        {wearableConnected === false && offeredWearables.length > 0 && (
          <Step
            icon="activity"
            title={connect}
            text={NEXT_STEP_CONNECT_DETAIL}
            action={
              <Link className={button({ size: "sm" })} to="/settings">
                {connect}
              </Link>
            }
          />
        )}
        {newAccount && (
          <Step
            icon="upload"
            title={NEXT_STEP_IMPORT}
            text={NEXT_STEP_IMPORT_DETAIL}
            action={
              <Link className={button({ size: "sm", variant: "secondary" })} to="/settings">
                {NEXT_STEP_IMPORT_ACTION}
              </Link>
            }
          />
        )}
        {!hasTodayMood && (
          <Step
            icon="mood"
            title="Log today's mood"
            text="A rating from 1 to 10 takes a few seconds; notes are optional."
            action={
              <Button size="sm" variant="soft" onClick={onLogMood}>
                Rate today
              </Button>
            }
          />
        )}
      </ol>
    </div>
  );
}
