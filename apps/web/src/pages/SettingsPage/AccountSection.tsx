// Settings › Account (docs/screens.md): Email (or "Not available"), Name when a first name exists,
// Member Since as a long date, and "Edit Profile", which swaps the rows for the editor.
import { useState } from "react";
import { Button } from "../../components/Button/Button";
import { Card } from "../../components/Card/Card";
import { Icon } from "../../components/Icon/Icon";
import { Spinner } from "../../components/Spinner/Spinner";
import { instantLongDay } from "../../dates/formatDates";
import { useCurrentUser } from "../../session/useCurrentUser";
import { type DetailRow, DetailRows } from "./DetailRows";
import { ProfileEditor } from "./ProfileEditor";

export function AccountSection() {
  const { data: user, isPending } = useCurrentUser();
  const [editing, setEditing] = useState(false);

  if (editing && user) {
    return (
      <Card title="Account">
        <ProfileEditor user={user} onCancel={() => setEditing(false)} />
      </Card>
    );
  }

  const firstName = user?.user_metadata.first_name?.trim();
  const rows: DetailRow[] = [{ label: "Email", value: user?.email || "Not available" }];
  if (user && firstName) {
    const lastName = user.user_metadata.last_name?.trim();
    rows.push({ label: "Name", value: [firstName, lastName].filter(Boolean).join(" ") });
  }
  if (user) rows.push({ label: "Member Since", value: instantLongDay(user.created_at) });

  return (
    <Card
      title="Account"
      actions={
        user && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Icon name="edit" size="sm" />
            Edit Profile
          </Button>
        )
      }
    >
      {isPending ? <Spinner label="Loading your account..." /> : <DetailRows rows={rows} />}
    </Card>
  );
}
