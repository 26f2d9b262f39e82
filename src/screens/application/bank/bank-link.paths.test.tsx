/**
 * The bank-link machine's graph paths walked through bank/disburse under the real application
 * layout, with the sandbox's stand-in for the bank-link provider (the port Plaid Link implements
 * in production) and the sandbox lender (msw in node).
 *
 * Walked: "Link your bank account"; the lender's link token made or failing (Try again, Close);
 * the provider overlay, where the borrower links an account (bank, sign-in, account, Link account),
 * closes it, or finds the link session expired (the lender's clock moved past the token's 30
 * minutes before signing in: Start again, Close); the provider failing to open at all (fails
 * closed: Try again, Close); the lender saving the linked account or failing to (Try again); and,
 * once linked, the page moving on to bank/confirm.
 *
 * How outcomes are chosen: the link-token and exchange calls are held until the path says how
 * they end (src/testing/heldCalls.ts); the provider port is the sandbox's own, behind a gate that
 * holds each opening until the path says whether it opens (the stand-in, driven by the user) or
 * cannot be opened (BankLinkUnavailableError, as a script that did not load).
 *
 * Left to other tests: the provider closing on another error (providerFailed: only the OAuth
 * bank's denial, after a full-page round trip through plaid-oauth-success; bank-link.test.ts and
 * e2e), the OAuth resume itself (bank.views.test.tsx), OPEN again once linked (the page has moved
 * on), and the stand-in's own screens (its wrong password: bank.views.test.tsx).
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { bankLinkMachine } from '../../../../machines/bank-link/bank-link.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import {
  BANK_LINK_UNAVAILABLE_MESSAGE,
  BankLinkUnavailableError,
  LINK_TOKEN_EXPIRED_CODE,
  type BankLinkOpenRequest,
  type BankLinkProvider,
  type BankLinkResult,
} from '../../../api/bankLinkProvider';
import { ProvidersProvider } from '../../../app/shell/ShellProvider';
import { PLAID_LINK_TOKEN_KEY } from '../../../domain/bankLinkStorage';
import { sandboxBankLinkProvider } from '../../../sandbox/bankLink/provider';
import { BANK_LINK_DIALOG_TITLE } from '../../../sandbox/bankLink/StandInDialog';
import {
  BANK_LINK_PASSWORD,
  BANK_LINK_USERNAME,
  LINK_TOKEN_LIFETIME_MS,
} from '../../../sandbox/handlers/bankScreens';
import { SEED } from '../../../sandbox/lender';
import { holdCalls, type HeldCalls } from '../../../testing/heldCalls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { BANK_LINK_EXPIRED_TEXT, BANK_LINK_FAILED_TITLE, TRY_AGAIN } from './BankLinkStatus';
import { Component as ConfirmPage } from './ConfirmPage';
import { Component as DisbursePage, DISBURSE_TITLE, LINK_BUTTON } from './DisbursePage';

const { server, lender } = setupSandboxServer();
configure({ asyncUtilTimeout: 5000 });
// A path goes through the status machine and up to three provider overlays.
vi.setConfig({ testTimeout: 20_000 });

type Machine = typeof bankLinkMachine;
const UUID = SEED.borrower.applicationUuid;

// ---------------------------------------------------------------------------------------------
// The provider port, gated: each opening waits for the path's outcome

interface PendingOpen {
  request: BankLinkOpenRequest;
  resolve: (result: BankLinkResult) => void;
  reject: (error: unknown) => void;
}
let pendingOpens: PendingOpen[] = [];
const gatedProvider: BankLinkProvider = {
  open: (request) =>
    new Promise<BankLinkResult>((resolve, reject) => {
      pendingOpens.push({ request, resolve, reject });
    }),
};

async function nextOpen(): Promise<PendingOpen> {
  await waitFor(() => expect(pendingOpens.length).toBeGreaterThan(0));
  return pendingOpens.shift()!;
}

/** The stand-in opens for this opening; its answer becomes the port's. */
async function openStandIn() {
  const open = await nextOpen();
  // The stand-in mounts its own React root, as Plaid mounts its iframe.
  await act(async () => {
    sandboxBankLinkProvider.open(open.request).then(open.resolve, open.reject);
    await Promise.resolve();
  });
  return screen.findByRole('dialog', { name: BANK_LINK_DIALOG_TITLE });
}

async function signInAtBank(dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole('button', { name: /First Platypus Bank/u }));
  await user.type(within(dialog).getByLabelText('Username'), BANK_LINK_USERNAME);
  await user.type(within(dialog).getByLabelText('Password'), BANK_LINK_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

// ---------------------------------------------------------------------------------------------
// The page

let tokens: HeldCalls;
let exchanges: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;
let clockOffset = 0;

function renderApp() {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'bank/disburse', Component: DisbursePage },
        { path: 'bank/confirm', Component: ConfirmPage },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: [`/${UUID}`] });
  return render(
    <ProvidersProvider value={{ bankLink: gatedProvider }}>
      <RouterProvider router={router} />
    </ProvidersProvider>,
  );
}

const linkStatus = () => screen.queryByRole('status', { name: '' });
const busyText = async (text: string) => {
  await waitFor(() => expect(screen.getByText(`${text}…`)).toBeTruthy());
};
/** The texts of the alerts on the page (the frame keeps an empty live region). */
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter(Boolean);
const failure = () => screen.findByRole('heading', { level: 2, name: BANK_LINK_FAILED_TITLE });

const SUCCESS: BankLinkResult = {
  kind: 'success',
  publicToken: 'public-sandbox',
  institutionName: 'First Platypus Bank',
  accounts: [],
};
const EVENTS: PathEvent<Machine>[] = [
  { type: 'xstate.done.actor.openProvider', output: SUCCESS },
  { type: 'xstate.done.actor.openProvider', output: { kind: 'exit', error: null } },
  {
    type: 'xstate.done.actor.openProvider',
    output: {
      kind: 'exit',
      error: { code: LINK_TOKEN_EXPIRED_CODE, message: 'This bank link session expired.' },
    },
  },
];

describe('bankLink: graph paths through bank/disburse and the sandbox provider', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(bankLinkMachine, {
    input: { applicationUuid: UUID, purpose: 'DISBURSE' },
    events: EVENTS,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    // Once linked, bank/disburse has moved on to bank/confirm: no second link from there.
    filterEvents: (snapshot, event) => !(event.type === 'OPEN' && snapshot.matches('linked')),
    setup: async () => {
      lender.setLatency(0);
      clockOffset = 0;
      lender.configure({ clock: () => Date.now() + clockOffset });
      lender.updateApplication(UUID, { status: { checklistStatus: 'DISBURSEMENT_ACCOUNT' } });
      lender.clearSchedule(UUID);
      localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
      pendingOpens = [];
      tokens = holdCalls(server, 'createBankLinkToken');
      exchanges = holdCalls(server, 'exchangeBankLinkToken');
      user = userEvent.setup();
      unmount = renderApp().unmount;
      await screen.findByRole('heading', { level: 1, name: DISBURSE_TITLE });
      await screen.findByRole('button', { name: LINK_BUTTON });
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      lender.configure({ clock: () => Date.now() });
      sessionStorage.clear();
    },
    executors: {
      OPEN: async () => {
        await user.click(screen.getByRole('button', { name: LINK_BUTTON }));
      },
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: TRY_AGAIN }));
      },
      CLOSE: async () => {
        await user.click(screen.getByRole('button', { name: 'Close' }));
      },
      RESTART: async () => {
        await user.click(screen.getByRole('button', { name: 'Start again' }));
      },
    },
    system: async (event) => {
      switch (event.type) {
        case 'xstate.done.actor.createLinkToken':
          return tokens.pass();
        case 'xstate.error.actor.createLinkToken':
          return tokens.fail(503);
        case 'xstate.done.actor.exchange':
          return exchanges.pass();
        case 'xstate.error.actor.exchange':
          return exchanges.fail(503);
        case 'xstate.error.actor.openProvider': {
          // The provider's script did not load.
          const open = await nextOpen();
          return act(async () => open.reject(new BankLinkUnavailableError('script error')));
        }
        case 'xstate.done.actor.openProvider': {
          const result = event.output as BankLinkResult;
          const dialog = await openStandIn();
          if (result.kind === 'success') {
            await signInAtBank(dialog);
            await user.click(await within(dialog).findByRole('radio', { name: /Plaid Checking/u }));
            await user.click(within(dialog).getByRole('button', { name: 'Link account' }));
          } else if (result.error) {
            // The borrower comes back after the link session's 30 minutes.
            await within(dialog).findByRole('button', { name: /First Platypus Bank/u });
            clockOffset += LINK_TOKEN_LIFETIME_MS + 60_000;
            await signInAtBank(dialog);
          } else {
            await within(dialog).findByRole('button', { name: /First Platypus Bank/u });
            await user.click(within(dialog).getByRole('button', { name: 'Close the bank link' }));
          }
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          return;
        }
        default:
          throw new Error(`unexpected ${event.type}`);
      }
    },
    states: {
      idle: async () => {
        await waitFor(() => expect(alerts()).toEqual([]));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.queryByText(BANK_LINK_FAILED_TITLE)).toBeNull();
        expect(linkStatus()).toBeNull();
        expect(screen.getByRole('button', { name: LINK_BUTTON })).toBeTruthy();
        // Nothing is kept for an OAuth return once the link is over.
        expect(sessionStorage.getItem(PLAID_LINK_TOKEN_KEY)).toBeNull();
      },
      starting: async () => {
        await busyText('Opening the bank-link provider');
        expect(tokens.held).toBe(1);
      },
      startFailed: async () => {
        expect(await failure()).toBeTruthy();
        expect(alerts()).toEqual(['Service Unavailable.']);
        expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
      },
      providerOpen: async () => {
        await busyText('Continue with the bank-link provider');
        // Kept before the provider opens: it may leave for an OAuth bank.
        expect(sessionStorage.getItem(PLAID_LINK_TOKEN_KEY)).toMatch(/^link-sandbox-/u);
      },
      providerUnavailable: async () => {
        expect(await screen.findByText(BANK_LINK_UNAVAILABLE_MESSAGE)).toBeTruthy();
        expect(screen.queryByText(/script error/u)).toBeNull();
        expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeTruthy();
        expect(
          screen.getByRole('link', { name: 'Enter your account details by hand' }),
        ).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
      },
      expired: async () => {
        expect(await screen.findByText(BANK_LINK_EXPIRED_TEXT)).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: TRY_AGAIN })).toBeNull();
      },
      exchanging: async () => {
        await busyText('Linking your account');
        expect(exchanges.held).toBe(1);
      },
      exchangeFailed: async () => {
        expect(await failure()).toBeTruthy();
        expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeTruthy();
        // Linked at the bank already: only the save is tried again.
        expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
      },
      linked: async () => {
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Confirm your bank account' }),
        ).toBeTruthy();
        expect(router.state.location.pathname).toBe(`/${UUID}/bank/confirm`);
        expect(await screen.findByText(/Checking ending in 0000/u)).toBeTruthy();
        expect(sessionStorage.getItem(PLAID_LINK_TOKEN_KEY)).toBeNull();
      },
    },
  });
});
