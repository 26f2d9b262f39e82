/**
 * What a sandbox build hands the app in place of production's providers (src/api/providers.ts):
 * the stand-ins for Plaid Link and the income provider, behind the same ports. Each stand-in (its
 * UI, machine and calls) loads when it is first opened, as Plaid's script does: the sandbox's
 * boot does not wait for it, nor depend on the chunks its UI shares with the screens.
 */
import type { BankLinkProvider } from '../api/bankLinkProvider';
import type { IncomeProvider } from '../api/incomeProvider';
import type { Providers } from '../api/providers';
import type { SessionReplay, SessionReplayProvider } from '../api/sessionReplay';

const bankLink: BankLinkProvider = {
  async open(request) {
    const { sandboxBankLinkProvider } = await import('./bankLink/provider');
    return sandboxBankLinkProvider.open(request);
  },
};

const income: IncomeProvider = {
  async open(session, options) {
    const { sandboxIncomeProvider } = await import('./income/provider');
    return sandboxIncomeProvider.open(session, options);
  },
};

/** Where the stand-in's made-up recordings "live" (nothing is served there). */
export const SANDBOX_REPLAY_ORIGIN = 'https://replay.sandbox.invalid';

let recording: SessionReplay | null = null;

/**
 * The session recorder's stand-in: one made-up recording per page load (a real recorder gives one
 * per visit), so the replay headers and the application's full-story link can be seen on the
 * sandbox (docs/sandbox.md "Telemetry, replay and experiments").
 */
export const sandboxSessionReplay: SessionReplayProvider = {
  async start() {
    if (!recording) {
      const id = `sandbox-replay-${globalThis.crypto.randomUUID()}`;
      recording = { id, url: `${SANDBOX_REPLAY_ORIGIN}/session/${id}` };
    }
    return recording;
  },
  stop() {
    recording = null;
  },
};

export const sandboxProviders: Required<Providers> = {
  bankLink,
  income,
  sessionReplay: sandboxSessionReplay,
};
