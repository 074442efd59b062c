// The demo banner (docs/screens.md): says the account is a demo with simulated
// data and offers Reset Demo (re-seed, reload), Exit Demo (leave, clear, /login) and
// Create Account. Creating an account means leaving the sandbox — a sign-up from inside
// the demo is refused — so Create Account exits the demo before opening /signup.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { exitDemoMode, resetDemoMode } from "../../session/demoMode";
import { useSignOut } from "../../session/useSignOut";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import * as styles from "./DemoBanner.css";

export const DEMO_BANNER_TEXT = "You're exploring a demo account with simulated data";

export function DemoBanner() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);

  const reset = async () => {
    setResetting(true);
    try {
      await resetDemoMode();
    } catch (error) {
      console.error("Could not reset the demo", error);
      setResetting(false);
    }
  };

  const createAccount = async () => {
    await exitDemoMode();
    // Leave the app's pages before the cache is cleared: a dashboard still mounted then would
    // refetch its cleared queries through the server's link (nothing may reach the server
    // from the demo, docs/architecture.md).
    flushSync(() => navigate("/signup"));
    queryClient.clear();
  };

  return (
    <section className={styles.root} aria-label="Demo mode">
      <p className={styles.message}>
        <Icon name="info" size="sm" />
        {DEMO_BANNER_TEXT}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={reset} disabled={resetting}>
          <Icon name="refresh" size="sm" />
          Reset Demo
        </Button>
        <Button variant="secondary" size="sm" onClick={() => signOut()}>
          <Icon name="logout" size="sm" />
          Exit Demo
        </Button>
        <Button size="sm" onClick={createAccount}>
          <Icon name="user" size="sm" />
          Create Account
        </Button>
      </div>
    </section>
  );
}
