// "Try Demo (No Account Needed)" on /login and /signup (docs/screens.md): starts demo mode and opens
// the dashboard.
import { TRY_DEMO } from "@evenkeel/contracts";
import { useStartDemo } from "../../session/useStartDemo";
import { Button } from "../Button/Button";

export function TryDemoButton() {
  const startDemo = useStartDemo();
  return (
    <Button variant="soft" size="lg" fullWidth onClick={startDemo}>
      {TRY_DEMO}
    </Button>
  );
}
