// Sign-out for both kinds of session: demo visitors leave the demo, signed-in users drop
// their tokens. Either way cached data is forgotten and the visitor lands on /login.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { exitDemoMode } from "./demoMode";
import { readSessionKind } from "./sessionKind";
import { clearTokens } from "./storage";

export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (readSessionKind() === "demo") exitDemoMode();
    else clearTokens();
    queryClient.clear();
    navigate("/login", { replace: true });
  }, [navigate, queryClient]);
}
