import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, lazy, useId, useRef, useState, type KeyboardEvent } from 'react';
import { selectLogoutView } from '../../../machines/logout/logout.select';
import { DASHBOARD_URL } from '../../../machines/session/session.rules';
import { selectTopBar } from '../../../machines/session/session.select';
import { BrandLogo } from '../../ui/Brand';
import { FeedbackEntry } from './FeedbackEntry';
import { useBrand, useLogoutActor, useSessionActor } from './ShellProvider';
import { SupportLink } from './SupportLink';

/** Loaded on the first opening of the menu: its date formatting stays out of the first load. */
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
);

interface MenuItem {
  label: string;
  href: string;
  /** Shown only with the portfolio-manager flag. */
  portfolio?: boolean;
  /** Shown only to who may see the dashboard. */
  dashboard?: boolean;
}

/** Apps menu (shell §2). Portfolio Manager only with its flag. Paths on the main site. */
export const APPS_MENU: readonly MenuItem[] = [
  { label: 'Passport', href: '/universal-passport' },
  { label: 'Group Manager', href: '/group-manager' },
  { label: 'Portfolio Manager', href: '/portfolio', portfolio: true },
  { label: 'Pay', href: '/pay' },
  { label: 'Exchange', href: '/exchange' },
];

/** Side nav (shell §2). Dashboard only for who may see it; Portfolio Manager only with its flag. */
export const SIDE_NAV: readonly MenuItem[] = [
  { label: 'Dashboard', href: DASHBOARD_URL, dashboard: true },
  { label: 'Marketplace', href: '/universal-marketplace' },
  { label: 'Portfolio Manager', href: '/portfolio', portfolio: true },
];

/**
 * The top bar: logo link; phone support; Login (signed out) or Dashboard (signed in, not for
 * additional signers unless broker) and Logout; a menu (disclosure) with the notifications, the
 * apps menu and the side nav, for signed-in users.
 */
export function TopBar() {
  const brand = useBrand();
  const session = useSessionActor();
  const logout = useLogoutActor();
  const view = useSelector(session, selectTopBar, shallowEqual);
  const { loggingOut } = useSelector(logout, selectLogoutView, shallowEqual);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const busy = view.leaving || loggingOut;

  const visible = (item: MenuItem) =>
    (!item.portfolio || view.showPortfolioManager) && (!item.dashboard || view.showDashboard);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.stopPropagation();
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="shell-topbar" onKeyDown={closeOnEscape}>
      <div className="shell-topbar__bar">
        <a className="shell-topbar__logo" href="/">
          <BrandLogo brand={brand} alt={`${brand.shortName} home`} />
        </a>
        {/* Beside the logo on every width: only the buttons below change with who is signed in. */}
        <div className="shell-topbar__support">
          <SupportLink />
        </div>
        <div className="shell-topbar__actions">
          {view.showLogin ? (
            <button
              type="button"
              className="kit-button"
              disabled={busy}
              onClick={() => session.send({ type: 'LOGIN' })}
            >
              Login
            </button>
          ) : null}
          {view.showDashboard ? (
            <a
              className="kit-button kit-button--secondary shell-topbar__dashboard"
              href={DASHBOARD_URL}
            >
              Dashboard
            </a>
          ) : null}
          {view.showLogout ? (
            <button
              type="button"
              className="kit-button kit-button--secondary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => logout.send({ type: 'LOGOUT' })}
            >
              {busy ? 'Logging out…' : 'Logout'}
            </button>
          ) : null}
          {view.showMenu ? (
            <button
              ref={menuButton}
              type="button"
              className="kit-button kit-button--secondary shell-topbar__menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </button>
          ) : null}
        </div>
      </div>
      {view.showMenu ? (
        <div className="shell-menu" id={menuId} hidden={!menuOpen}>
          {menuOpen ? (
            <Suspense fallback={<p role="status">Loading notifications…</p>}>
              <NotificationsPanel />
            </Suspense>
          ) : null}
          <nav className="shell-menu__nav" aria-label="Apps">
            <h2 className="shell-menu__heading">Apps</h2>
            <ul className="shell-menu__list">
              {APPS_MENU.filter(visible).map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="shell-menu__nav" aria-label="Side navigation">
            <h2 className="shell-menu__heading">Your account</h2>
            <ul className="shell-menu__list">
              {SIDE_NAV.filter(visible).map((item) => (
                <li key={item.label}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <FeedbackEntry />
        </div>
      ) : null}
    </header>
  );
}
