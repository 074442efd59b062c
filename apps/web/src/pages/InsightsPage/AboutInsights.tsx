// "About AI Insights": what the insights are and are not (written by Evenkeel
// from the person's own numbers, never signed by a clinician, never a diagnosis).
import { PRODUCT_NAME } from "@evenkeel/contracts";
import { Icon } from "../../components/Icon/Icon";
import * as styles from "./InsightsPage.css";

export function AboutInsights() {
  return (
    <section className={styles.about} aria-labelledby="about-ai-insights">
      <span className={styles.aboutIcon}>
        <Icon name="info" size="lg" />
      </span>
      <div>
        <h2 id="about-ai-insights" className={styles.aboutTitle}>
          About AI Insights
        </h2>
        <p className={styles.aboutText}>
          {PRODUCT_NAME} writes each insight from your own recovery, sleep, HRV, strain and mood data over the
          last two weeks, comparing it with your usual range. Insights point out patterns worth noticing; they
          are not a medical diagnosis. If you feel unwell or overwhelmed, talk to a doctor or someone you
          trust.
        </p>
      </div>
    </section>
  );
}
