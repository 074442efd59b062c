// The header's account: the current user's picture (or initials) and name (or e-mail).
// While auth.me is on its way, or when it failed, a neutral label stands in.
import type { SessionKind } from "../../session/sessionKind";
import { useCurrentUser } from "../../session/useCurrentUser";
import { displayName, initialsOf, pictureUrlOf } from "../../session/userDisplay";
import { UserBadge } from "../UserBadge/UserBadge";

export function CurrentUserBadge({ sessionKind }: { sessionKind: SessionKind }) {
  const { data: user } = useCurrentUser();
  if (!user) return <UserBadge name={sessionKind === "demo" ? "Demo account" : "Your account"} />;
  return <UserBadge name={displayName(user)} pictureUrl={pictureUrlOf(user)} initials={initialsOf(user)} />;
}
