// "Try Demo (No Account Needed)": turn demo mode on and open the dashboard (SPEC §2 /login).
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { enterDemoMode } from "./demoMode";

export function useStartDemo(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    enterDemoMode();
    navigate("/dashboard");
  }, [navigate]);
}
