/** Analytics follow the privacy choices: on until the user declines them. */
import { CONSENT_STORAGE_KEY, analyticsAllowed } from './consent';

const stored = (value: string | null) => ({
  getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? value : null),
});

describe('analyticsAllowed', () => {
  it('is true when nothing was chosen, or storage is missing or unreadable', () => {
    expect(analyticsAllowed(stored(null))).toBe(true);
    expect(analyticsAllowed(null)).toBe(true);
    expect(analyticsAllowed(stored('not json'))).toBe(true);
  });

  it('follows the saved choice', () => {
    expect(analyticsAllowed(stored(JSON.stringify({ analytics: false })))).toBe(false);
    expect(analyticsAllowed(stored(JSON.stringify({ analytics: true })))).toBe(true);
  });
});
