// A failed load: what failed, the server's detail (or the screen's fallback) and, when the
// caller can refetch, a "Try Again" button.
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import * as styles from "./ErrorState.css";

type ErrorStateProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  titleLevel?: "h2" | "h3";
};

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = "Try Again",
  titleLevel = "h2",
}: ErrorStateProps) {
  const Heading = titleLevel;
  return (
    <div className={styles.root} role="alert">
      <span className={styles.icon}>
        <Icon name="alert" size="lg" />
      </span>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.message}>{message}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
