// The person using the app, as the header shows them: picture or initials, and a name.
import { Icon } from "../Icon/Icon";
import * as styles from "./UserBadge.css";

type UserBadgeProps = {
  /** The user's name, or their e-mail when they gave no name. */
  name: string;
  pictureUrl?: string | null;
  /** Initials to show when there is no picture; a person icon when absent too. */
  initials?: string | null;
};

export function UserBadge({ name, pictureUrl, initials }: UserBadgeProps) {
  return (
    <span className={styles.root}>
      <span className={styles.avatar} aria-hidden="true">
        {pictureUrl ? (
          <img className={styles.picture} src={pictureUrl} alt="" />
        ) : initials ? (
          initials
        ) : (
          <Icon name="user" size="sm" />
        )}
      </span>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
