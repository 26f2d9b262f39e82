import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { RouterProvider, createMemoryRouter, useNavigate, type RouteObject } from 'react-router';
import { baseInput } from '../../../machines/registration/registration.testing';
import type { RegistrationInput } from '../../../machines/registration/registration.types';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { setupScreenReader } from '../../testing/screenReader';
import { Component as AnnualIncomePage } from './AnnualIncomePage';
import { Component as ForSalePage } from './ForSalePage';
import { RegistrationFrame } from './RegistrationLayout';
import { RegistrationProvider, type RegistrationHost } from './RegistrationProvider';
import { Component as StartPage } from './StartPage';

/**
 * What a screen-reader user hears in the register-v2 wizard (issue 20): each step's heading on
 * arrival, the fields' labels with their controls, the error summary and the fields' errors after
 * a bad submit (the spec's words, pinned here), and the radio group's polite error (shell §5).
 */
const { lender } = setupSandboxServer();
const sr = setupScreenReader();

const STREET_INVALID = 'Please enter a valid property address';
const CITY_INVALID = 'Please enter a valid city name';
const STATE_LENGTH = 'State must be two characters in length';
const ZIP_INVALID = 'Please enter a valid zipcode';
const OCCUPANCY_REQUIRED = 'Please select an occupancy type';

beforeEach(() => {
  lender.setLatency(0);
});

function TestLayout({ input }: { input: RegistrationInput }) {
  const navigate = useNavigate();
  const host = useMemo<RegistrationHost>(
    () => ({
      navigate: (to, { replace }) => void navigate(to, { replace }),
      leave: () => {},
      storage: localStorage,
    }),
    [navigate],
  );
  return (
    <RegistrationProvider input={input} host={host}>
      <RegistrationFrame />
    </RegistrationProvider>
  );
}

const steps: RouteObject[] = [
  { index: true, Component: StartPage },
  { path: 'for-sale', Component: ForSalePage },
  { path: 'annual-income', Component: AnnualIncomePage },
];

/** The wizard on the real machine and the sandbox lender, with the screen reader on the page. */
async function renderWizard() {
  const router = createMemoryRouter(
    [
      {
        path: '/register-v2',
        element: <TestLayout input={baseInput({ telemetrySessionKey: null })} />,
        children: steps,
      },
    ],
    { initialEntries: ['/register-v2'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Apply for a HELOC' });
  await sr.start();
}

const cont = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Continue' }));

/** What the reader said last, live announcements aside (after focus moved: the focused item). */
async function lastItem(): Promise<string | undefined> {
  return (await sr.log()).filter((phrase) => !/^(polite|assertive): /u.test(phrase)).at(-1);
}

describe('the registration wizard, heard through a screen reader', () => {
  it('announces each step’s heading on arrival (focus moves to the h1)', async () => {
    const user = userEvent.setup();
    await renderWizard();
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
    await user.click(screen.getByRole('button', { name: /enter address manually/ }));
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByLabelText('Primary residence'));
    await sr.clear();
    await cont(user);
    await sr.waitFor('heading, Is your property for sale?, level 1');
    expect(await lastItem()).toBe('heading, Is your property for sale?, level 1');

    await user.click(screen.getByLabelText('No'));
    await sr.clear();
    await cont(user);
    await sr.waitFor('heading, What is your annual income?, level 1');
    expect(await lastItem()).toBe('heading, What is your annual income?, level 1');

    // Back to the first step: its heading again.
    await sr.clear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await sr.waitFor('heading, Is your property for sale?, level 1');
    await sr.clear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await sr.waitFor('heading, Apply for a HELOC, level 1');
    expect(await lastItem()).toBe('heading, Apply for a HELOC, level 1');
  }, 20_000);

  it('speaks each field’s label with its control', async () => {
    await renderWizard();
    const said = await sr.readPage();
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^combobox, Property address, .*required$/u),
        'button, Add Apt/Suite or enter address manually, 1 control, not expanded',
        'group, How do you use this property?',
        'radio, Primary residence, not checked, position 1, set size 3',
        'radio, Secondary home, not checked, position 2, set size 3',
        'radio, Investment property, not checked, position 3, set size 3',
        'button, Continue',
      ]),
    );
  });

  it('after a bad submit: the error summary, each field’s error, and the radio group’s polite error', async () => {
    const user = userEvent.setup();
    await renderWizard();
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), 'Main');
    await sr.clear();
    await cont(user);

    // Shell §5: the radio group's error is a polite status message, never an interruption.
    await sr.waitFor(`polite: Error: ${OCCUPANCY_REQUIRED}`);
    const announced = await sr.announcements();
    expect(announced.filter((phrase) => phrase.includes(OCCUPANCY_REQUIRED))).not.toEqual([]);
    expect(announced.filter((phrase) => phrase.startsWith('assertive:'))).toEqual([]);

    // The summary takes focus; reading on from it, the user hears the title and each problem,
    // with the same words as the field's own message.
    const summary = screen.getByText('There is a problem').closest('.kit-error-summary');
    expect(document.activeElement).toBe(summary);
    const said = await sr.readPage();
    const title = said.indexOf('heading, There is a problem, level 2');
    expect(title).toBeGreaterThan(-1);
    const summaryEnd = said.indexOf('end of list', title);
    expect(
      said.slice(title + 1, summaryEnd).filter((phrase) => phrase.startsWith('link, ')),
    ).toEqual([
      `link, ${STREET_INVALID}`,
      `link, ${CITY_INVALID}`,
      `link, ${STATE_LENGTH}`,
      `link, ${ZIP_INVALID}`,
      `link, ${OCCUPANCY_REQUIRED}`,
    ]);
    // Each field says its error with its label (aria-describedby), and that it is invalid. (The
    // simulation joins the hidden "Error: " prefix to the message without its space: a quirk of
    // its name computation, not of the page; browsers keep the space.)
    const described = (label: string, message: string) =>
      said.find((phrase) => phrase.startsWith(label) && phrase.includes(`Error:${message}`)) ??
      said.find((phrase) => phrase.startsWith(label) && phrase.includes(`Error: ${message}`));
    expect(described('combobox, Property address,', STREET_INVALID)).toMatch(/invalid, required$/u);
    expect(described('textbox, City,', CITY_INVALID)).toMatch(/invalid, required$/u);
    expect(described('textbox, ZIP code,', ZIP_INVALID)).toMatch(/invalid, required$/u);
    expect(described('group, How do you use this property?,', OCCUPANCY_REQUIRED)).toBeDefined();
  });
});
