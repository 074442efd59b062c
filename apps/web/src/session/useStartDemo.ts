// "Try Demo (No Account Needed)": turn demo mode on (seeding its data) and open the
// dashboard (docs/screens.md).
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { enterDemoMode } from "./demoMode";

export function useStartDemo(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await enterDemoMode();
    } catch (error) {
      // Storage blocked or full, or the demo could not be loaded: stay on this page.
      console.error("Could not start the demo", error);
      return;
    }
    navigate("/dashboard");
  }, [navigate]);
}
