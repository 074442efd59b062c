// The frame around every signed-in or demo page (docs/screens.md): header with the
// product name, the account (avatar and name or e-mail, from auth.me) and Logout; side
// navigation that folds behind a menu button; and a slot above the page for the demo banner.
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useSessionKind } from "../../session/sessionKind";
import { useSignOut } from "../../session/useSignOut";
import { BrandMark } from "../BrandMark/BrandMark";
import { Button } from "../Button/Button";
import { DemoBanner } from "../DemoBanner/DemoBanner";
import { Icon } from "../Icon/Icon";
import { OfflineNotice } from "../OfflineNotice/OfflineNotice";
import * as styles from "./AppLayout.css";
import { CurrentUserBadge } from "./CurrentUserBadge";
import { NAVIGATION } from "./navigation";

const NAV_ID = "app-navigation";

type AppLayoutProps = {
  /** Shown above every page, below the header: the demo banner (docs/screens.md) goes here. */
  banner?: ReactNode;
};

export function AppLayout({ banner }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const sessionKind = useSessionKind();
  const signOut = useSignOut();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A page change closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  // The open menu's panel comes after the header in the page, so Tab from the menu button
  // would reach the logo first: it goes into the menu instead.
  const tabIntoMenu = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (!menuOpen || event.key !== "Tab" || event.shiftKey) return;
    const firstLink = navRef.current?.querySelector<HTMLElement>("a");
    if (!firstLink) return;
    event.preventDefault();
    firstLink.focus();
  };

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.topBar}>
        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="sm"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={tabIntoMenu}
        >
          <Icon name={menuOpen ? "close" : "menu"} size="lg" />
        </Button>
        <Link className={styles.brandLink} to="/dashboard">
          <BrandMark />
        </Link>
        <div className={styles.account}>
          <CurrentUserBadge sessionKind={sessionKind} />
          <Button variant="secondary" size="sm" className={styles.logout} onClick={() => signOut()}>
            <Icon name="logout" size="sm" />
            {/* On phones the icon alone, so the user's name fits beside it. */}
            <span className={styles.logoutLabel}>Logout</span>
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav ref={navRef} id={NAV_ID} aria-label="Main" className={styles.nav({ open: menuOpen })}>
          <ul className={styles.navList}>
            {NAVIGATION.map((entry) => (
              <li key={entry.to}>
                <NavLink className={styles.navLink} to={entry.to}>
                  <Icon name={entry.icon} />
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {menuOpen && (
          <button
            type="button"
            className={styles.backdrop}
            aria-label="Close menu"
            tabIndex={-1}
            onClick={() => setMenuOpen(false)}
          />
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          {banner ?? (sessionKind === "demo" && <DemoBanner />)}
          {sessionKind === "signed-in" && <OfflineNotice />}
          <Outlet />
        </main>
      </div>
    </>
  );
}
