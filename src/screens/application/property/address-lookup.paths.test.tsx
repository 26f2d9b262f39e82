/**
 * The address-lookup machine's graph paths walked through the property address typeahead of
 * review-app/property (NO_PROPERTY_FOUND: "Confirm your property"), under the real application
 * layout, against the sandbox lender (msw in node).
 *
 * Walked: a query too short to look up (no call, no suggestions), a long enough one (debounced:
 * no call until the pause is over), the lookup in flight ("Looking up addresses…"), its answer
 * (the sandbox's suggestions as options of the listbox) or its failure (no suggestions: the user
 * enters the address by hand), and a new query in each of those states (the one in flight is
 * aborted). Each query is pasted into the combobox, so the machine gets exactly the path's text;
 * the debounce runs on the real clock (250 ms); the lookup call is held until the path says how
 * it ends (src/testing/heldCalls.ts).
 *
 * Left to other tests: the combobox's keys, picking a suggestion and its ARIA (AddressTypeahead
 * .test.tsx), the screen's submit (property.views.test.tsx), the debounce's timing
 * (address-lookup.test.ts, simulated clock). The same machine under the registration start page
 * is driven by the same component (registration.paths.test.tsx types into it).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { addressLookupMachine } from '../../../../machines/registration/address-lookup.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { SEED } from '../../../sandbox/lender';
import { holdCalls, type HeldCalls } from '../../../testing/heldCalls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as PropertyReviewPage, PROPERTY_REVIEW_TITLE } from './PropertyReviewPage';

const { server, lender } = setupSandboxServer();

// A path pauses for the real debounce (250 ms) up to three times.
vi.setConfig({ testTimeout: 15_000 });

const UUID = SEED.borrower.applicationUuid;
/** The seeded application's property street (the page starts from it). */
const ON_FILE = '742 Sample Ave';
const SHORT = 'Sa';
const LONG = 'Sample';
/** The sandbox's suggestions for LONG (src/sandbox/handlers/addressTypeahead.ts). */
const FOUND = [
  '742 Sample Ave, Sacramento, CA 95818',
  '2450 Sample Canyon Rd, Altadena, CA 91001',
  '600 Sample Pkwy, Orlando, FL 32803',
];

type Machine = typeof addressLookupMachine;

let lookups: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;
/** How the last lookup ended, and how many lookups had arrived when the last query was made. */
let lastOutcome: 'none' | 'found' | 'failed' = 'none';
let arrivedAtQuery = 0;

const combobox = () => screen.getByRole('combobox', { name: /Property address/u });
const status = () => document.getElementById(`${combobox().id}-status`)!;
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', {
    hidden: true,
  });

async function renderScreen() {
  lender.updateApplication(UUID, { status: { checklistStatus: 'NO_PROPERTY_FOUND' } });
  lender.clearSchedule(UUID);
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  const router = createMemoryRouter(
    [
      {
        path: '/:applicationId',
        Component: ApplicationLayout,
        children: [
          { index: true, Component: ApplicationEntry },
          { path: 'review-app/property', Component: PropertyReviewPage },
        ],
      },
    ],
    { initialEntries: [`/${UUID}`] },
  );
  const result = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: PROPERTY_REVIEW_TITLE }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  return result;
}

const EVENTS: PathEvent<Machine>[] = [
  { type: 'ADDRESS.QUERY', text: SHORT },
  { type: 'ADDRESS.QUERY', text: LONG },
];

describe('addressLookup: graph paths through the property address typeahead', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(addressLookupMachine, {
    events: EVENTS,
    // Which query and which state: the suggestions come from the sandbox, not the path.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.text]),
    setup: async () => {
      lender.setLatency(0);
      lastOutcome = 'none';
      arrivedAtQuery = 0;
      user = userEvent.setup();
      unmount = (await renderScreen()).unmount;
      lookups = holdCalls(server, 'addressTypeahead');
    },
    teardown: () => {
      unmount?.();
      unmount = null;
    },
    executors: {
      // The user replaces the street with the text in one paste (one query, as on the path).
      'ADDRESS.QUERY': async (event) => {
        arrivedAtQuery = lookups.arrived;
        await user.tripleClick(combobox());
        await user.paste(event.text);
        expect((combobox() as HTMLInputElement).value).toBe(event.text);
        if (event.text.trim().length < 3) lastOutcome = 'none';
      },
    },
    // The user pauses: the lookup starts when the debounce is over.
    after: async () => {
      await waitFor(() => expect(lookups.arrived).toBe(arrivedAtQuery + 1), { timeout: 2000 });
    },
    system: async (event) => {
      if (event.type.startsWith('xstate.done.actor.')) {
        await lookups.pass();
        lastOutcome = 'found';
      } else if (event.type.startsWith('xstate.error.actor.')) {
        await lookups.fail(503);
        lastOutcome = 'failed';
      } else throw new Error(`unexpected ${event.type}`);
    },
    states: {
      idle: async (snapshot) => {
        // Before any query: the address on file.
        expect((combobox() as HTMLInputElement).value).toBe(snapshot.context.text || ON_FILE);
        if (lastOutcome === 'found') {
          await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(FOUND));
          expect(combobox().getAttribute('aria-expanded')).toBe('true');
          expect(status().textContent).toMatch(/^3 addresses found\./u);
        } else {
          await waitFor(() => expect(options()).toHaveLength(0));
          expect(combobox().getAttribute('aria-expanded')).toBe('false');
          if (lastOutcome === 'failed') {
            // No suggestions: the address is entered by hand.
            await waitFor(() => expect(status().textContent).toBe('No addresses found.'));
            expect(screen.getByRole('button', { name: /enter address manually/u })).toBeTruthy();
          }
        }
        expect(lookups.held).toBe(0);
      },
      debouncing: (snapshot) => {
        expect((combobox() as HTMLInputElement).value).toBe(snapshot.context.text);
        // No call yet: the lookup waits for the pause.
        expect(lookups.arrived).toBe(arrivedAtQuery);
      },
      searching: async () => {
        await waitFor(() => expect(status().textContent).toBe('Looking up addresses…'));
        expect(lookups.held).toBe(1);
      },
    },
  });
});
