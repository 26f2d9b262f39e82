/**
 * What the app does for the income-link chart: follow the provider's redirect (a page of this app
 * is a router navigation, anything else leaves through the navigation guard), go back to
 * income/review, or start the link page again. Each replaces the history entry, so Back does not
 * land on a used callback.
 */
import { applicationScreenPath } from '../../src/domain/screenPaths';

export interface IncomeLinkHostDeps {
  applicationUuid: string;
  /** A router navigation inside the app (a path under the app's base). */
  navigate: (path: string, options: { replace: boolean }) => void;
  /** Leave the app for `url` (the app's guarded navigation). */
  leave: (url: string) => void;
  /** The navigation guard: the URL when it is safe to follow, null when refused. */
  guard: (url: string) => string | null;
  /** Where the app is: the page's URL and the router's base path (no trailing slash). */
  location: { href: string; origin: string };
  base: string;
}

/** The income-link chart's host actions, for `incomeLinkMachine.provide({ actions })`. */
export function incomeLinkHost(deps: IncomeLinkHostDeps) {
  const review = applicationScreenPath(deps.applicationUuid, 'income/review');
  return {
    followRedirect: (_: unknown, params: { url: string }) => {
      const url = deps.guard(params.url);
      if (url === null) return;
      const target = new URL(url, deps.location.href);
      const inApp = target.origin === deps.location.origin && target.pathname.startsWith(deps.base);
      if (!inApp) {
        deps.leave(url);
        return;
      }
      deps.navigate(`${target.pathname.slice(deps.base.length)}${target.search}`, {
        replace: true,
      });
    },
    returnToReview: () => deps.navigate(review, { replace: true }),
    restartLink: (_: unknown, params: { type: string | null; sourceId: string | null }) =>
      deps.navigate(
        params.type && params.sourceId
          ? `${applicationScreenPath(deps.applicationUuid, `income/link/${params.type}`)}?source=${encodeURIComponent(params.sourceId)}`
          : review,
        { replace: true },
      ),
  };
}
