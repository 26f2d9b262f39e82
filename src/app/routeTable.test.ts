import { SCREEN_ROUTES, type ScreenPath } from './routeTable';
import type { ScreenModules } from './screenModules';
import { SCREENS } from './screens';

describe('the route table', () => {
  it('has one route per path, and every built screen is one of them', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of Object.keys(SCREENS)) expect(paths).toContain(path);
  });

  it('a screen group cannot name a route that does not exist (tsc)', () => {
    // The type check is the test: tsc fails when a directive below is not needed.
    const load = () => Promise.resolve({});
    const ok: ScreenModules = { ':applicationId/bank/autopay': load, 'heloc-signer/intro': load };
    // @ts-expect-error a typo in an application screen
    const typo: ScreenModules = { ':applicationId/bank/autopays': load };
    // @ts-expect-error an application screen without its :applicationId
    const bare: ScreenPath = 'bank/autopay';
    const registration: ScreenPath = 'register-v2/legal-name';
    expect([ok, typo, bare, registration]).toHaveLength(4);
  });
});
