// Shown instead of a screen that crashed while rendering; the error is logged once.
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { BrandMark } from "../../components/BrandMark/BrandMark";
import { Button } from "../../components/Button/Button";
import * as styles from "./RouteErrorPage.css";

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Screen failed to render", error);
  }, [error]);

  return (
    <main className={styles.root}>
      <div className={styles.panel}>
        <BrandMark />
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.message}>This screen could not be shown. Reloading usually fixes it.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </main>
  );
}
