// An AI insight (docs/screens.md): type, title, content, dates, the
// structured sections of its type (or plain recommendations), feedback and delete. Folded by
// default: the summary shows, the sections wait behind "Show details"; the
// dashboard's teaser also clamps the summary to a few lines. Each recommendation shows once:
// in its section, not again in the text above it (docs/narrator.md, "On the card"). On an
// alert's page the sections (what to do now, support) open shown: that is what the page is for.
import { type Insight, writtenByModel } from "@evenkeel/contracts";
import { useId, useState } from "react";
import { dateSpan, instantDay } from "../../dates/formatDates";
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import { Button } from "../Button/Button";
import { Chip } from "../Chip/Chip";
import { Icon } from "../Icon/Icon";
import { BurnoutAlertDetails } from "./BurnoutAlertDetails";
import { DetailBullets } from "./DetailList";
import * as styles from "./InsightCard.css";
import { listedRecommendations, splitContent, withoutRepeats } from "./InsightContent";
import { INSIGHT_TYPE_INFO } from "./insightTypes";
import { TrendAnalysisDetails } from "./TrendAnalysisDetails";
import { useInsightActions } from "./useInsightActions";
import { WeeklySummaryDetails } from "./WeeklySummaryDetails";

function StructuredDetails({ insight }: { insight: Insight }) {
  switch (insight.insight_type) {
    case "weekly_summary":
      return (
        insight.structured_data && (
          <WeeklySummaryDetails data={insight.structured_data} content={insight.content} />
        )
      );
    case "burnout_alert":
      return (
        insight.structured_data && (
          <BurnoutAlertDetails data={insight.structured_data} content={insight.content} />
        )
      );
    case "trend_analysis":
      return (
        insight.structured_data && (
          <TrendAnalysisDetails data={insight.structured_data} content={insight.content} />
        )
      );
  }
}

export function InsightCard({
  insight,
  teaser = false,
  detailsOpen = false,
}: {
  insight: Insight;
  teaser?: boolean;
  /** Whether the details start shown. */
  detailsOpen?: boolean;
}) {
  const type = INSIGHT_TYPE_INFO[insight.insight_type];
  const { helpful, busy, rate, remove } = useInsightActions(insight);
  const chipTone = type.tone === "blue" ? "info" : type.tone;
  // Kept by the card, which the list keys by id: a refetch (after feedback) leaves it as it was.
  const [open, setOpen] = useState(detailsOpen);
  const titleId = useId();
  const detailsId = useId();
  const split = splitContent(insight.content);
  const { summary } = split;
  const rest = withoutRepeats(split.rest, listedRecommendations(insight));
  const hasDetails =
    rest !== "" || insight.structured_data !== null || insight.recommendations.items.length > 0;

  return (
    <article className={styles.root({ tone: type.tone })} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Chip tone={chipTone}>
          <Icon name={type.icon} size="sm" />
          {type.label}
        </Chip>
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="calendar" size="sm" />
            {dateSpan(insight.date_range_start, insight.date_range_end)}
          </span>
          <span className={styles.metaItem}>Created {instantDay(insight.created_at)}</span>
        </div>
      </div>

      <h3 id={titleId} className={styles.title}>
        <span className={visuallyHidden}>{type.label}: </span>
        {insight.title}
      </h3>
      {insight.written_by === "language_model" && insight.narration && (
        // Only text the validator accepted reaches here (docs/decisions/027-language-model-narrator.md).
        <p className={styles.writtenBy}>
          <Icon name="sparkle" size="sm" />
          {writtenByModel(insight.narration.model)}
        </p>
      )}
      {summary !== "" && <p className={teaser ? styles.teaserSummary : styles.content}>{summary}</p>}

      {hasDetails && (
        <button
          type="button"
          className={styles.detailsToggle}
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.detailsChevron({ open })}>
            <Icon name="chevronDown" size="sm" />
          </span>
          {open ? "Hide details" : "Show details"}
        </button>
      )}
      <div id={detailsId} className={styles.details} hidden={!open}>
        {open && (
          <>
            {rest !== "" && <p className={styles.content}>{rest}</p>}
            {insight.structured_data ? (
              <StructuredDetails insight={insight} />
            ) : (
              // Without structured data, recommendations.items as a plain list (docs/screens.md).
              <DetailBullets title="Recommendations" items={insight.recommendations.items} />
            )}
          </>
        )}
      </div>

      <div className={styles.footer}>
        <fieldset className={styles.feedback}>
          {/* The group's name is the question, said once; the visible prompt repeats it for the eye
              only, and a screen reader hears the answer given through the live status. */}
          <legend className={visuallyHidden}>Was this insight helpful?</legend>
          <span className={styles.feedbackPrompt} aria-hidden="true">
            {helpful === true
              ? "You found this helpful"
              : helpful === false
                ? "You found this not helpful"
                : "Was this helpful?"}
          </span>
          <span className={visuallyHidden} role="status">
            {helpful === true
              ? "You found this helpful"
              : helpful === false
                ? "You found this not helpful"
                : ""}
          </span>
          <Button
            variant={helpful === true ? "soft" : "secondary"}
            size="sm"
            aria-pressed={helpful === true}
            disabled={busy || helpful === true}
            onClick={() => rate(true)}
          >
            <Icon name="thumbsUp" size="sm" />
            Helpful
          </Button>
          <Button
            variant={helpful === false ? "soft" : "secondary"}
            size="sm"
            aria-pressed={helpful === false}
            disabled={busy || helpful === false}
            onClick={() => rate(false)}
          >
            <Icon name="thumbsDown" size="sm" />
            Not helpful
          </Button>
        </fieldset>
        <Button variant="ghost" size="sm" disabled={busy} onClick={remove}>
          <Icon name="trash" size="sm" />
          Delete
        </Button>
      </div>
    </article>
  );
}
