/**
 * The registration machine's graph paths walked through the real register-v2 views (jsdom,
 * Testing Library), on the real chart and its real actors against the sandbox lender. The graph
 * predicts each step; one executor per event type drives the UI the way a user would; an
 * assertion per state checks what the page shows.
 *
 * What is walked (runtime kept to well under a minute, docs: machines/testing/model.ts):
 * - strategy 'shortest' over snapshots keyed by state value, number of answered steps, whether
 *   errors are shown and the property's state: one path per distinct position, the prefix paths
 *   dropped. That gives: every wizard step of a primary residence (legacy auth) through every
 *   the submit sequence (its own chart, answering for real) to the application entry; the home-address step of a second
 *   home; the error summary of a bad start page; Back from the sale-status step; the Hawaii
 *   modal and its dismissal.
 * - Each step's event is the step's own valid answers (or a bad/Hawaii/second-home start page):
 *   a step's answers are never sent to another step (filterEvents).
 * - The submit sequence's calls answer for real (the sandbox); their `xstate.done.actor.*`
 *   steps are checked against the states the actor went through. Failures, waitlist, the hosted
 *   login redirect, the modals of a refused start and the New York modal (its confirm is a link
 *   to another site) are left to the machine's own tests and the e2e journeys.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { RouterProvider, createMemoryRouter, useNavigate, type RouteObject } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import { VALID, baseInput, emptyStart } from '../../../machines/registration/registration.testing';
import type { SubmitOutput } from '../../../machines/registration/registration.types';
import { stateValueText, testMachinePaths, type PathEvent } from '../../../machines/testing/model';
import { STEP_PATHS, type StepId, type StepValues } from '../../domain/registration';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as AnnualIncomePage } from './AnnualIncomePage';
import { Component as BirthdatePage } from './BirthdatePage';
import { Component as ForSalePage } from './ForSalePage';
import { Component as HomeAddressPage } from './HomeAddressPage';
import { Component as LegalNamePage } from './LegalNamePage';
import { Component as LoginInfoPage } from './LoginInfoPage';
import { Component as PhoneAndEmailPage } from './PhoneAndEmailPage';
import { RegistrationFrame } from './RegistrationLayout';
import {
  RegistrationProvider,
  useRegistrationActor,
  type RegistrationActorRef,
  type RegistrationHost,
} from './RegistrationProvider';
import { Component as SetPasswordPage } from './SetPasswordPage';
import { Component as StartPage } from './StartPage';

const { lender } = setupSandboxServer();

// A path types its way through up to eight steps and the whole submit sequence.
vi.setConfig({ testTimeout: 30_000 });

type Machine = typeof registrationMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;
type User = ReturnType<typeof userEvent.setup>;

const INPUT = baseInput({ authMode: 'legacy', telemetrySessionKey: null });

// ---------------------------------------------------------------------------------------------
// The system under test

const leave = vi.fn<(url: string) => void>();
let actor: RegistrationActorRef | null = null;
/** Every state value the actor went through (the submit sequence passes quickly). */
let visited: string[] = [];
let checkedUpTo = 0;
let router: ReturnType<typeof createMemoryRouter> | null = null;
let user: User;
let unmount: (() => void) | null = null;

function Probe() {
  actor = useRegistrationActor();
  return null;
}

function TestLayout() {
  const navigate = useNavigate();
  const host = useMemo<RegistrationHost>(
    () => ({
      navigate: (to, { replace }) => void navigate(to, { replace }),
      leave,
      storage: localStorage,
    }),
    [navigate],
  );
  return (
    <RegistrationProvider input={INPUT} host={host}>
      <Probe />
      <RegistrationFrame />
    </RegistrationProvider>
  );
}

const steps: RouteObject[] = [
  { index: true, Component: StartPage },
  { path: 'home-address', Component: HomeAddressPage },
  { path: 'for-sale', Component: ForSalePage },
  { path: 'annual-income', Component: AnnualIncomePage },
  { path: 'legal-name', Component: LegalNamePage },
  { path: 'birthdate', Component: BirthdatePage },
  { path: 'phone-and-email', Component: PhoneAndEmailPage },
  { path: 'set-password', Component: SetPasswordPage },
  { path: 'login-info', Component: LoginInfoPage },
];

async function setup() {
  lender.setLatency(0);
  localStorage.clear();
  sessionStorage.clear();
  leave.mockReset();
  visited = [];
  checkedUpTo = 0;
  user = userEvent.setup();
  router = createMemoryRouter(
    [
      { path: '/register-v2', element: <TestLayout />, children: steps },
      { path: '/:uuid', element: <h1>Application entry</h1> },
    ],
    { initialEntries: ['/register-v2'] },
  );
  const result = render(<RouterProvider router={router} />);
  unmount = result.unmount;
  const subscription = actor!.subscribe((s) => visited.push(stateValueText(s.value)));
  visited.push(stateValueText(actor!.getSnapshot().value));
  // Why: with nothing to prefill the start settles within microtasks; letting them run inside
  // act applies the step's navigation there, not between the path's steps.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return subscription;
}

let subscription: { unsubscribe: () => void } | null = null;

/** The state the previous step left the machine in (the graph's prediction, checked). */
let currentStep: StepId = 'property';

// ---------------------------------------------------------------------------------------------
// Driving each step's form the way a user would

async function typeInto(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

async function fillAddress(name: RegExp, address: StepValues['homeAddress']) {
  const combobox = screen.getByRole('combobox', { name });
  await user.clear(combobox);
  if (address.street1) await user.type(combobox, address.street1);
  const manual = screen.queryByRole('button', { name: /enter address manually/ });
  if (manual) await user.click(manual);
  await typeInto('City', address.city);
  await user.selectOptions(screen.getByLabelText('State'), address.state || '');
  await typeInto('ZIP code', address.zip);
}

const OCCUPANCY_LABEL = {
  HOME: 'Primary residence',
  SECONDARY: 'Secondary home',
  INVESTMENT: 'Investment property',
} as const;

const FILL: { [K in StepId]: (values: StepValues[K]) => Promise<void> } = {
  property: async (values) => {
    await fillAddress(/Property address/, values);
    if (values.occupancyType !== 'INIT') {
      await user.click(screen.getByLabelText(OCCUPANCY_LABEL[values.occupancyType]));
    }
  },
  homeAddress: (values) => fillAddress(/Home address/, values),
  forSale: async (values) => {
    await user.click(screen.getByLabelText(values.isListedForSale === 'yes' ? 'Yes' : 'No'));
  },
  income: async (values) => {
    await typeInto('Annual pre-tax income', values.income);
    await user.click(screen.getByLabelText('Full-time employment'));
  },
  name: async (values) => {
    await typeInto('First name', values.firstName);
    await typeInto('Last name', values.lastName);
  },
  birthdate: async (values) => {
    await typeInto('Month', values.month);
    await typeInto('Day', values.day);
    await typeInto('Year', values.year);
  },
  contact: async (values) => {
    await typeInto('Email', values.email);
    await typeInto(/Mobile phone/, values.phoneNumber.replace(/\D/g, ''));
  },
  password: async (values) => {
    await typeInto('Create a password', values.password);
    await typeInto('Confirm password', values.confirmPassword);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('checkbox', { name: /communications from/ }));
  },
  loginInfo: async () => {
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('checkbox', { name: /communications from/ }));
  },
};

/** The step whose answers an event carries (each variant below is one step's). */
const STEP_OF = new Map<unknown, StepId>();

function submit(step: StepId, values: StepValues[StepId]): Event {
  STEP_OF.set(values, step);
  return { type: 'STEP.SUBMIT', values };
}

const done = (id: string, output: unknown): Event => ({ type: `xstate.done.actor.${id}`, output });

const EVENTS: Event[] = [
  ...(Object.keys(VALID) as StepId[]).map((step) =>
    submit(
      step,
      step === 'contact' ? { ...VALID.contact, smsMarketingConsent: false } : VALID[step],
    ),
  ),
  submit('property', { ...VALID.property, zip: '' }),
  submit('property', { ...VALID.property, state: 'HI', city: 'Honolulu', zip: '96813' }),
  submit('property', { ...VALID.property, occupancyType: 'SECONDARY' }),
  done('loadStart', emptyStart),
  // The submit sequence (its own chart) answers for real: it ends with the HELOC started.
  done('registrationSubmit', {
    kind: 'started',
    done: [],
    helocUuid: 'predicted',
    isAuthenticated: true,
    startedSession: null,
  } satisfies SubmitOutput),
];

/** Which events are tried where (see the module comment). */
function allowed(snapshot: Snapshot, event: Event): boolean {
  if (event.type === 'STEP.SUBMIT') {
    return STEP_OF.get((event as { values: unknown }).values) === snapshot.context.step;
  }
  if (event.type === 'STEP.BACK') {
    return snapshot.hasTag('step') && snapshot.context.step === 'forSale';
  }
  if (event.type === 'MODAL.DISMISS') return snapshot.matches({ wizard: 'hawaiiModal' });
  if (event.type.startsWith('xstate.error.')) return false;
  return event.type.startsWith('xstate.done.');
}

/** The step's heading, as the view names it. */
const HEADINGS: Record<StepId, string> = {
  property: 'Apply for a HELOC',
  homeAddress: 'Primary home address?',
  forSale: 'Is your property for sale?',
  income: 'What is your annual income?',
  name: 'What is your legal name?',
  birthdate: 'What is your date of birth?',
  contact: 'How can we reach you?',
  password: 'Create your password',
  loginInfo: 'Review and agree',
};

async function onStep(step: StepId, snapshot: Snapshot) {
  currentStep = step;
  await screen.findByRole('heading', { level: 1, name: HEADINGS[step] }, { timeout: 5000 });
  await waitFor(() => expect(router!.state.location.pathname).toBe(`/${STEP_PATHS[step]}`));
  const errors = Object.values(snapshot.context.errors);
  if (errors.length > 0) {
    const summary = await screen.findByRole('alert');
    for (const message of errors) expect(within(summary).getByText(message)).toBeTruthy();
  } else {
    expect(screen.queryByText('There is a problem')).toBeNull();
  }
}

/** The actor went through `value` since the last check (a call's state may be brief). */
async function wentThrough(value: string) {
  await waitFor(
    () => {
      const at = visited.indexOf(value, checkedUpTo);
      expect(at, `${value} after ${visited.slice(checkedUpTo).join(', ')}`).toBeGreaterThanOrEqual(
        0,
      );
      checkedUpTo = at;
    },
    { timeout: 8000 },
  );
}

describe('registration: graph paths through the register-v2 views', () => {
  testMachinePaths(registrationMachine, {
    input: INPUT,
    events: EVENTS,
    strategy: 'shortest',
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.completed.length,
        Object.keys(snapshot.context.errors).length > 0,
        snapshot.context.values.property.state,
      ]),
    filterEvents: allowed,
    setup: async () => {
      subscription = await setup();
      currentStep = 'property';
    },
    teardown: () => {
      subscription?.unsubscribe();
      unmount?.();
      actor = null;
    },
    executors: {
      'STEP.SUBMIT': async (event) => {
        const step = STEP_OF.get(event.values) ?? currentStep;
        await (FILL[step] as (values: StepValues[StepId]) => Promise<void>)(event.values);
        const label = step === 'password' ? 'Create account' : 'Continue';
        await user.click(screen.getByRole('button', { name: label }));
      },
      // Not on these paths (it changes no state): typing on the step is the edit.
      'STEP.EDITED': async (event) => {
        await (FILL[event.step] as (values: StepValues[StepId]) => Promise<void>)(event.values);
      },
      'STEP.BACK': async () => {
        await user.click(screen.getByRole('button', { name: 'Back' }));
      },
      'MODAL.DISMISS': async () => {
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      },
      // Not on these paths (filtered above); each still says how a user does it.
      'ROUTE.ENTERED': async (event) => {
        await router!.navigate(`/${STEP_PATHS[event.step]}${event.search ?? ''}`);
      },
      'STEPS.INVALID': () => {
        throw new Error('STEPS.INVALID belongs to the legacy pages (src/screens/register)');
      },
      'STEP.ANSWERED': () => {
        throw new Error('STEP.ANSWERED is raised by the chart after a valid STEP.SUBMIT');
      },
      'MODAL.CONFIRM': async () => {
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getAllByRole('button')[0]!);
      },
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
      // The shell's session tells the wizard who is signed in (useSessionIdentity); here the
      // test plays the session (registration.session.test.tsx renders the real one).
      'SESSION.IDENTIFIED': (event) => {
        actor!.send(event);
      },
      // Not on these paths (it changes no state): the session's flags (useSessionFlags).
      'SESSION.FLAGS': (event) => {
        actor!.send(event);
      },
      'ADDRESS.QUERY': async (event) => {
        await user.type(screen.getByRole('combobox', { name: /address/i }), event.text);
      },
    },
    // The lender answers the calls itself: check the actor reached the predicted state.
    system: async (_event, step) => {
      await wentThrough(stateValueText(step.snapshot.value));
    },
    states: {
      // A plain link for a visitor never waits in `starting` (the chart's `opening` choice); the
      // wait for the lender is registration.session.test.tsx's.
      'wizard.property': (s) => onStep('property', s),
      'wizard.homeAddress': (s) => onStep('homeAddress', s),
      'wizard.forSale': (s) => onStep('forSale', s),
      'wizard.income': (s) => onStep('income', s),
      'wizard.name': (s) => onStep('name', s),
      'wizard.birthdate': (s) => onStep('birthdate', s),
      'wizard.contact': (s) => onStep('contact', s),
      'wizard.password': (s) => onStep('password', s),
      'wizard.hawaiiModal': async () => {
        const dialog = await screen.findByRole('dialog', { name: "We don't lend in Hawaii" });
        expect(within(dialog).getByRole('link', { name: 'Visit our partner lender' })).toBeTruthy();
      },
      submitting: async (s) => {
        await wentThrough(stateValueText(s.value));
      },
      started: async () => {
        await screen.findByRole('heading', { name: 'Application entry' }, { timeout: 8000 });
        const uuid = router!.state.location.pathname.slice(1);
        expect(lender.application(uuid)?.property.street1).toBe(VALID.property.street1);
        expect(lender.state.events.filter((e) => e.applicationUuid === uuid)).toHaveLength(3);
      },
    },
  });
});
