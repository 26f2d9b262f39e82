import type { Maintenance } from '../../../machines/session/session.rules';
import { DASHBOARD_URL } from '../../../machines/session/session.rules';
import { BrandLogo } from '../../ui/Brand';
import { useBrand } from './ShellProvider';
import { useBrandedHeadingFocus } from './usePageTitle';

/**
 * Replaces the whole app while the maintenance flag covers the path: 'Scheduled Maintenance' and
 * the default message unless the flag's pageTitle and message say otherwise, and a dashboard link
 * when the flag's shouldShowDashboardLink is on.
 */
export function MaintenancePage({ maintenance }: { maintenance: Maintenance }) {
  const brand = useBrand();
  const headingRef = useBrandedHeadingFocus<HTMLHeadingElement>(maintenance.title);
  return (
    <div className="app shell-app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-topbar">
        <div className="shell-topbar__bar">
          <a className="shell-topbar__logo" href="/">
            <BrandLogo brand={brand} alt={`${brand.shortName} home`} />
          </a>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <section className="page shell-maintenance">
          <h1 ref={headingRef} tabIndex={-1}>
            {maintenance.title}
          </h1>
          <p className="lede">{maintenance.message}</p>
          {maintenance.showDashboardLink ? (
            <p>
              <a className="kit-button" href={DASHBOARD_URL}>
                Go to dashboard
              </a>
            </p>
          ) : null}
        </section>
      </main>
    </div>
  );
}
