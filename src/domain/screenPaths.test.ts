import {
  APPLICATION_SCREENS,
  applicationScreenPath,
  ROOT_SCREENS,
  SIGNER_SCREENS,
  type ApplicationScreen,
  type ApplicationScreenPattern,
  type SignerScreenPath,
} from './screenPaths';
import { ANY_STATUS_SCREENS, COMPANION_SCREENS } from './status/companions';
import { STATUS_TABLE } from './status/statusRoutes';

const screens: readonly string[] = APPLICATION_SCREENS.map(([path]) => path);
const patternOf = (screen: string) => screen.replace(/\/:[^/]+$/u, '/*');

describe('the screen paths', () => {
  it('lists each screen once, relative to the base path without a leading slash', () => {
    const all = [...APPLICATION_SCREENS, ...SIGNER_SCREENS, ...ROOT_SCREENS].map(([path]) => path);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path).toMatch(/^[a-z][a-z0-9/:-]*[a-z]$/u);
  });

  it('the status table and its companions name only listed screens', () => {
    for (const row of STATUS_TABLE) {
      for (const outcome of row.outcomes) {
        if (!outcome.root) expect(screens).toContain(outcome.screen);
      }
    }
    const patterns = screens.map(patternOf);
    for (const [screen, companions] of Object.entries(COMPANION_SCREENS)) {
      expect(screens).toContain(screen);
      for (const companion of companions ?? []) expect(patterns).toContain(companion);
    }
    for (const screen of ANY_STATUS_SCREENS) expect(screens).toContain(screen);
  });

  it('builds an application screen’s router path', () => {
    expect(applicationScreenPath('0f3c-uuid', 'income/link/payroll')).toBe(
      '/0f3c-uuid/income/link/payroll',
    );
    expect(applicationScreenPath('a b', 'product/select')).toBe('/a%20b/product/select');
  });

  it('a typo in a screen name fails tsc', () => {
    // The type check is the test: tsc fails when a directive below is not needed.
    const named: ApplicationScreen[] = ['bank/autopay', 'income/link/:type'];
    const patterns: ApplicationScreenPattern[] = ['income/link/*', 'product/select'];
    const signer: SignerScreenPath[] = ['heloc-signer/intro'];
    // @ts-expect-error no such application screen
    const typo: ApplicationScreen = 'bank/autopays';
    // @ts-expect-error a wildcard only where the screen has a parameter
    const wildcard: ApplicationScreenPattern = 'bank/*';
    // @ts-expect-error no such signer page
    const signerTypo: SignerScreenPath = 'heloc-signer/intros';
    // @ts-expect-error a link names a listed screen
    applicationScreenPath('uuid', 'product/selct');
    expect([named, patterns, signer, typo, wildcard, signerTypo]).toHaveLength(6);
  });
});
