import { sandboxLender } from '../instance';
import { browserSessionEnv } from '../session';
import type { ControlEnv } from './controls';

/** Full-page navigations of the staff tools (replaced in tests: jsdom cannot navigate). */
export const staffNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/** The lender and the browser's storage and cookies. */
export function staffEnv(): ControlEnv {
  return { lender: sandboxLender, session: browserSessionEnv() };
}
