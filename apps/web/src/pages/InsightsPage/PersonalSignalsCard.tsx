// "What has come before your low days" (docs/screens.md, Insights): which of the person's
// wearable signals have come before their low days, from their own check-ins up to today
// (burnout.personalSignals), each with its figure, and that the score does not use it yet
// (docs/decisions/052-personal-signals-shown-not-scored.md).
import {
  PERSONAL_SIGNAL_LABELS,
  PERSONAL_SIGNALS_LOAD_FAILED,
  PERSONAL_SIGNALS_LOAD_FAILED_TITLE,
  PERSONAL_SIGNALS_LOADING,
  PERSONAL_SIGNALS_NOT_IN_SCORE,
  PERSONAL_SIGNALS_OWN_DATA,
  PERSONAL_SIGNALS_TITLE,
  type PersonalSignals,
  personalSignalFigure,
  personalSignalStanding,
  personalSignalsFiguresExplained,
} from "@evenkeel/contracts";
import { BURNOUT_PARAMETERS } from "@evenkeel/domain";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { Card } from "../../components/Card/Card";
import { Chip } from "../../components/Chip/Chip";
import { ErrorState } from "../../components/ErrorState/ErrorState";
import { Icon } from "../../components/Icon/Icon";
import { Spinner } from "../../components/Spinner/Spinner";
import * as styles from "./PersonalSignalsCard.css";

export function PersonalSignalsCard() {
  const answer = trpc.burnout.personalSignals.useQuery();
  return (
    <Card title={PERSONAL_SIGNALS_TITLE} tone="purple">
      {answer.error ? (
        <ErrorState
          titleLevel="h3"
          title={PERSONAL_SIGNALS_LOAD_FAILED_TITLE}
          message={errorDetail(answer.error, PERSONAL_SIGNALS_LOAD_FAILED)}
          onRetry={() => void answer.refetch()}
        />
      ) : answer.isPending ? (
        <Spinner label={PERSONAL_SIGNALS_LOADING} />
      ) : (
        <PersonalSignalsBody answer={answer.data} />
      )}
    </Card>
  );
}

function PersonalSignalsBody({ answer }: { answer: PersonalSignals }) {
  // Too few days for any signal: the sentence says so, and there is no figure to show yet.
  const known = answer.signals.some((signal) => signal.preceded !== null);
  return (
    <div className={styles.body}>
      <p className={styles.sentence}>{answer.sentence}</p>
      {known && (
        <div>
          <dl className={styles.signals}>
            {answer.signals.map((signal) => (
              <div key={signal.signal} className={styles.signal}>
                <dt className={styles.label}>{PERSONAL_SIGNAL_LABELS[signal.signal]}</dt>
                <dd className={styles.reading}>
                  <span className={styles.figure}>{personalSignalFigure(signal.association)}</span>
                  <Chip tone={signal.preceded ? "orange" : "neutral"}>
                    {personalSignalStanding(signal.preceded)}
                  </Chip>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.explained}>
            {personalSignalsFiguresExplained(BURNOUT_PARAMETERS.tilt.personal.precededAtLeast)}
          </p>
        </div>
      )}
      <p className={styles.note}>
        <span className={styles.noteIcon}>
          <Icon name="info" size="sm" />
        </span>
        <span>
          {known
            ? `${PERSONAL_SIGNALS_OWN_DATA} ${PERSONAL_SIGNALS_NOT_IN_SCORE}`
            : PERSONAL_SIGNALS_NOT_IN_SCORE}
        </span>
      </p>
    </div>
  );
}
