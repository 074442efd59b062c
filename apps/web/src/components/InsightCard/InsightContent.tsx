// The insight's plain-text content. Beside structured sections, which say the same things
// laid out, only the first paragraph shows and the full text folds behind a disclosure.
import * as styles from "./InsightCard.css";

export function InsightContent({ content, structured }: { content: string; structured: boolean }) {
  const text = content.trim();
  if (text === "") return null;
  if (!structured) return <p className={styles.content}>{text}</p>;

  const [first = "", ...rest] = text.split(/\n\s*\n/);
  return (
    <>
      <p className={styles.content}>{first}</p>
      {rest.length > 0 && (
        <details className={styles.fullText}>
          <summary className={styles.fullTextToggle}>Read the full text</summary>
          <p className={styles.content}>{rest.join("\n\n")}</p>
        </details>
      )}
    </>
  );
}

/** A structured lead (summary, message, overview) already said by the content is not repeated. */
export function isNewLead(lead: string, content: string): boolean {
  return lead.trim() !== "" && !content.includes(lead.trim());
}
