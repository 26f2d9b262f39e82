/**
 * The signerLogin machine's graph paths walked through the real co-deeder login page
 * (heloc-signer/login?invite=<token>, under the shell in legacy auth), jsdom and Testing
 * Library, against the sandbox lender. The page's calls are held at the network
 * (src/testing/settled-calls.ts): each `xstate.done.actor.*` / `xstate.error.actor.*` step lets
 * the call through to the lender or answers it with the error's status. Before the invitation is
 * read, the lender's invitation is made what the path's answer says (good, expired or used); an
 * unknown link is the lender's 404.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, the invitation's
 * status, the typed values, the field errors and whether an error is kept): the link read and
 * its failure with Retry; an expired link; a used or unknown one (the login); a good one: the
 * password typed (too short, or good), submitted (the messages, or saved and signed in), its save
 * failing (the values kept) or finding the link gone (409: read again).
 * Filtered out: typing a short password over a typed one, or the good one over itself.
 * Left to other tests: the hosted login (signerLogin.test.tsx), focus and axe
 * (signerLoginLegacy.test.tsx), the chart's guards (signer-login.machine.test.ts).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { signerLoginMachine } from '../../../machines/signer-login/signer-login.machine';
import type {
  PasswordValues,
  SignerInvitation,
} from '../../../machines/signer-login/signer-login.types';
import { testMachinePaths, type PathEvent } from '../../../machines/testing/model';
import { ApiError } from '../../api/errors';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { SEED } from '../../sandbox/lender';
import { holdActorCalls, type ActorCalls } from '../../testing/settled-calls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as LoginPage, SIGNER_UNKNOWN_LINK_TEXT } from './LoginPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof signerLoginMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const APP = SEED.borrower.applicationUuid;
const EMAIL = 'robin@example.com';
const PASSWORD = 'Co-owner-pass1!';
const GOOD: PasswordValues = { password: PASSWORD, confirmPassword: PASSWORD };
const SHORT: PasswordValues = { password: 'short', confirmPassword: '' };

/** The call whose answer settles each of the chart's actors. */
const CALL_OF = {
  readInvitation: 'getSignerInvitation',
  createPassword: 'createSignerPassword',
} as const;

/** The invitations as the lender answers them for the co-owner invited in `setup`. */
const invitation = (status: SignerInvitation['status']): SignerInvitation => ({
  status,
  email: status === 'VALID' ? EMAIL : null,
  primaryBorrowerName: 'Alex Sample',
});

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/invitations', message: `HTTP ${status}` });

const EVENTS: Event[] = [
  { type: 'xstate.done.actor.readInvitation', output: invitation('VALID') },
  { type: 'xstate.done.actor.readInvitation', output: invitation('EXPIRED') },
  { type: 'xstate.done.actor.readInvitation', output: invitation('USED') },
  { type: 'xstate.done.actor.readInvitation', output: null },
  { type: 'xstate.error.actor.readInvitation', error: failure(503) },
  { type: 'CHANGE', values: SHORT },
  { type: 'CHANGE', values: GOOD },
  { type: 'xstate.done.actor.createPassword' },
  { type: 'xstate.error.actor.createPassword', error: failure(409) },
  { type: 'xstate.error.actor.createPassword', error: failure(503) },
];

/** See the module comment: a short password only into an empty form; a good one over the rest. */
function allowed(snapshot: Snapshot, event: Event): boolean {
  if (event.type === 'CHANGE') {
    const { password } = snapshot.context.values;
    return event.values === SHORT ? password === '' : password !== GOOD.password;
  }
  return true;
}

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let invitee = '';
let unmount: () => void = () => {};

function ShowPath() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname}</p>;
}

function setup() {
  sessionStorage.setItem('auth-mode', 'legacy');
  const signer = lender.inviteSigner(APP, { firstName: 'Robin', lastName: 'Lee', email: EMAIL });
  invitee = signer.identityUuid;
  const token = signer.invitation!.token;
  calls = holdActorCalls(server, signerLoginMachine, CALL_OF);
  user = userEvent.setup();
  const environment = {
    location: {
      hostname: '127.0.0.1',
      pathname: '/account/heloc/heloc-signer/login',
      search: `?invite=${token}`,
    },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  const router = createMemoryRouter(
    [
      { path: '/heloc-signer/login', Component: LoginPage },
      { path: '/heloc-signer/resume', Component: ShowPath },
    ],
    { initialEntries: [`/heloc-signer/login?invite=${token}`] },
  );
  unmount = render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  ).unmount;
}

/** The lender's invitation stands as the path's answer says before it is read. */
function invitationOnRecord(answer: SignerInvitation) {
  const now = lender.now();
  lender.changeApplication(APP, (application) => {
    const entry = application.helocSigners.find((s) => s.identityUuid === invitee)!.invitation!;
    entry.usedAt = answer.status === 'USED' ? new Date(now - 60_000).toISOString() : null;
    entry.expiresAt = new Date(
      answer.status === 'EXPIRED' ? now - 60_000 : now + 86_400_000,
    ).toISOString();
  });
}

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

const createButton = () => screen.getByRole('button', { name: 'Create password and continue' });

describe('signerLogin: graph paths through the co-deeder login page', () => {
  testMachinePaths(signerLoginMachine, {
    input: { token: 'the link’s token', authMode: 'legacy' },
    events: EVENTS,
    filterEvents: allowed,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.invitation?.status ?? null,
        snapshot.context.values,
        snapshot.context.fieldErrors,
        snapshot.context.error !== null,
      ]),
    setup,
    teardown: () => {
      unmount();
      sessionStorage.clear();
      localStorage.clear();
    },
    executors: {
      CHANGE: async (event) => {
        await typeInto('Create a password', event.values.password);
        await typeInto('Confirm password', event.values.confirmPassword);
      },
      SUBMIT: async () => {
        await user.click(createButton());
      },
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: 'Retry' }));
      },
    },
    system: async (event) => {
      if (event.type === 'xstate.done.actor.readInvitation') {
        const answer = Reflect.get(event, 'output') as SignerInvitation | null;
        // An unknown link: the lender does not know the token.
        if (answer === null) return calls.of('readInvitation').fail(404);
        invitationOnRecord(answer);
      }
      await calls.settle(event);
    },
    states: {
      reading: async () => {
        await screen.findByRole('progressbar', { name: 'Reading your sign-in link' });
        await waitFor(() => expect(calls.of('readInvitation').held).toBe(1));
      },
      readFailed: async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('We could not load your sign-in link.');
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      expired: async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('This sign-in link has expired. Ask Alex Sample');
        expect(screen.queryByRole('button')).toBeNull();
      },
      login: async (snapshot) => {
        await screen.findByRole('heading', { level: 1, name: 'Sign in to sign as a co-owner' });
        expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
        const said = screen.getByRole('status').textContent;
        expect(said).toBe(
          snapshot.context.invitation === null
            ? SIGNER_UNKNOWN_LINK_TEXT
            : 'This sign-in link was already used. Log in with your e-mail instead.',
        );
      },
      creatingPassword: async (snapshot) => {
        await screen.findByRole('heading', { level: 1, name: 'Create your password' });
        expect(screen.getByText(EMAIL)).toBeTruthy();
        const { values, fieldErrors } = snapshot.context;
        const password = screen.getByLabelText('Create a password') as HTMLInputElement;
        const confirm = screen.getByLabelText('Confirm password') as HTMLInputElement;
        expect([password.value, confirm.value]).toEqual([values.password, values.confirmPassword]);
        expect(password.getAttribute('aria-invalid') === 'true').toBe(
          fieldErrors.password !== undefined,
        );
        if (fieldErrors.password) {
          expect(screen.getAllByText(fieldErrors.password).length).toBeGreaterThan(0);
        }
      },
      'creatingPassword.editing': async (snapshot) => {
        await waitFor(() => expect(createButton().getAttribute('aria-busy')).toBeNull());
        const alert = screen.getByRole('alert').textContent;
        if (snapshot.context.error !== null) expect(alert).not.toBe('');
        else expect(alert).toBe('');
        expect(lender.identity(invitee)!.password).toBeNull();
      },
      'creatingPassword.saving': async () => {
        await waitFor(() => expect(createButton().getAttribute('aria-busy')).toBe('true'));
        await waitFor(() => expect(calls.of('createPassword').held).toBe(1));
      },
      signedIn: async () => {
        expect(await screen.findByTestId('path')).toHaveProperty(
          'textContent',
          '/heloc-signer/resume',
        );
        expect(lender.identity(invitee)!.password).toBe(PASSWORD);
        expect(localStorage.getItem('jwt')).toBe(lender.identity(invitee)!.jwt);
      },
    },
  });
});
