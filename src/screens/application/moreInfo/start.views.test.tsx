/**
 * The start/… screens against the real application status machine and the sandbox lender (msw,
 * node): what they show, their rules and messages, the step each posts and where the status
 * takes the borrower next, and a failed post retried without losing anything.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { CERTIFY_REQUIRED, FINISH_EDITING, SUBMIT_APPLICATION_LABEL } from './AppSummaryPage';
import { MAILING_CHOICE_REQUIRED, MARITAL_STATUS_REQUIRED } from './contactForm';
import { heading, landedOn, renderApplication } from './testRoutes';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

function setStatus(checklistStatus: string | null) {
  lender.updateApplication(UUID, { status: { checklistStatus } });
  lender.clearSchedule(UUID);
}

const application = () => lender.application(UUID)!;

const CONTACT = {
  phoneNumber: '+19165550199',
  email: 'alex@example.com',
  mailingAddressSameAsProperty: true,
  maritalStatus: 'MARRIED',
};

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

describe('start/profile (no status)', () => {
  it('shows the basic info, corrects the name with the name rules, then asks for the status again', async () => {
    setStatus(null);
    const user = userEvent.setup();
    const router = renderApplication(`/${UUID}`);
    await heading('Basic Info');
    expect(router.state.location.pathname).toBe(`/${UUID}/start/profile`);
    expect(screen.getByText('Alex Sample')).toBeTruthy();
    expect(screen.getByText('04/12/1980')).toBeTruthy();
    expect(screen.getByText('(916) 555-0101')).toBeTruthy();
    expect(screen.getByText('borrower@example.com')).toBeTruthy();
    expect(screen.getByText('742 Sample Ave, Sacramento, CA 95818')).toBeTruthy();
    expect(screen.getByText('Primary residence')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'My name is not right' }));
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'A1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(screen.getAllByText('Some of the characters entered are not supported.').length).toBe(2);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('A1');
    expect(lender.profileFor(SEED.borrower.uuid)!.name.firstName).toBe('Alex');

    await user.clear(first);
    await user.type(first, 'Alexandra');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(lender.profileFor(SEED.borrower.uuid)!.name.firstName).toBe('Alexandra'),
    );
    // The lender moves the application on: the status asked again routes there.
    setStatus('COLLECT_ADDITIONAL_INFO');
    await heading('Contact Info', 6000);
    expect(router.state.location.pathname).toBe(`/${UUID}/start/contact`);
  }, 20_000);
});

describe('start/contact (COLLECT_ADDITIONAL_INFO)', () => {
  it('validates, keeps what was typed, posts contact-info and moves on to start/hmda', async () => {
    setStatus('COLLECT_ADDITIONAL_INFO');
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Contact Info');
    const phone = screen.getByLabelText('Mobile phone') as HTMLInputElement;
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(phone.value).toBe('(916) 555-0101');
    expect(email.value).toBe('borrower@example.com');
    await expectNoAxeViolations();

    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const list = within(summary.parentElement!);
    expect(list.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(list.getByText(MAILING_CHOICE_REQUIRED)).toBeTruthy();
    expect(list.getByText(MARITAL_STATUS_REQUIRED)).toBeTruthy();
    expect(phone.value).toBe('(555');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await user.clear(phone);
    await user.type(phone, '1165550199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText('Country code 1 is not needed').length).toBe(2));

    await user.clear(phone);
    await user.type(phone, '9165550199');
    await user.click(screen.getByLabelText('To another address'));
    await user.type(screen.getByLabelText('Street address'), 'Main');
    await user.type(screen.getByLabelText('City'), 'Reno');
    await user.selectOptions(screen.getByLabelText('State'), 'NV');
    await user.type(screen.getByLabelText('ZIP code'), '8950');
    await user.click(screen.getByLabelText('Married'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please enter a valid mailing address').length).toBe(2),
    );
    expect(screen.getAllByText('Please enter a valid zipcode').length).toBe(2);
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('Main');

    await user.type(screen.getByLabelText('Street address'), ' Street 12');
    await user.type(screen.getByLabelText('ZIP code'), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Demographic Information');
    expect(application().answers['contact-info']).toEqual({
      phoneNumber: '+19165550199',
      email: 'borrower@example.com',
      mailingAddressSameAsProperty: false,
      mailingAddress: {
        street1: 'Main Street 12',
        street2: '',
        city: 'Reno',
        state: 'NV',
        zip: '89501',
      },
      maritalStatus: 'MARRIED',
    });
    expect(application().status.checklistStatus).toBe('HMDA');
  }, 20_000);

  it('keeps the answers when the step post fails, and Retry posts it again', async () => {
    setStatus('COLLECT_ADDITIONAL_INFO');
    lender.addFault('completeStep', 503, 1);
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Contact Info');
    await user.click(screen.getByLabelText('To the property'));
    await user.click(screen.getByLabelText('Unmarried (single, divorced or widowed)'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/Your answers are saved, but we could not continue/u),
    ).toBeTruthy();
    expect(application().status.checklistStatus).toBe('COLLECT_ADDITIONAL_INFO');
    expect((screen.getByLabelText('To the property') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await heading('Demographic Information');
    expect(application().answers['contact-info']).toMatchObject({
      mailingAddressSameAsProperty: true,
      maritalStatus: 'UNMARRIED',
    });
  }, 20_000);
});

describe('start/hmda (HMDA)', () => {
  it('an empty form submits: the questions are optional', async () => {
    setStatus('HMDA');
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Demographic Information');
    expect(screen.getByText(/Federal law requires that we ask applicants/u)).toBeTruthy();
    expect(screen.getByRole('group', { name: /Ethnicity/u })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Race/u })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Sex/u })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Application Summary');
    expect(application().answers.hmda).toEqual({ ethnicity: [], race: [], sex: [] });
  }, 20_000);

  it('enables subcategories under their parent, declines per section, and limits free text', async () => {
    setStatus('HMDA');
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Demographic Information');
    const race = within(screen.getByRole('group', { name: /^Race/u }));
    const chinese = race.getByLabelText('Chinese') as HTMLInputElement;
    expect(chinese.disabled).toBe(true);
    await user.click(race.getByLabelText('Asian'));
    expect(chinese.disabled).toBe(false);
    await user.click(race.getByLabelText('Other Asian'));
    const otherAsian = race.getByLabelText(/^Race \(for example Hmong/u) as HTMLInputElement;
    expect(otherAsian.disabled).toBe(false);
    await user.click(otherAsian);
    await user.paste('x'.repeat(101));
    await user.click(race.getByLabelText('White'));

    const ethnicity = within(screen.getByRole('group', { name: /^Ethnicity/u }));
    await user.click(ethnicity.getByLabelText('Hispanic or Latino'));
    await user.click(ethnicity.getByLabelText('Mexican'));
    await user.click(ethnicity.getByLabelText('I do not wish to provide this information'));
    expect((ethnicity.getByLabelText('Mexican') as HTMLInputElement).checked).toBe(false);
    expect((ethnicity.getByLabelText('Hispanic or Latino') as HTMLInputElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Must be 100 characters or fewer')).toHaveLength(2);
    expect(otherAsian.value).toHaveLength(101);
    await expectNoAxeViolations();

    await user.clear(otherAsian);
    await user.type(otherAsian, 'Thai');
    const sex = within(screen.getByRole('group', { name: /^Sex/u }));
    await user.click(sex.getByLabelText('Female'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Application Summary');
    expect(application().answers.hmda).toEqual({
      ethnicity: ['ETHNICITY_NOT_PROVIDED'],
      race: ['ASIAN', 'OTHER_ASIAN', 'WHITE'],
      sex: ['FEMALE'],
      otherAsian: 'Thai',
    });
  }, 20_000);
});

describe('start/app-summary (APP_SUBMISSION)', () => {
  function atSummary() {
    lender.completeStep(UUID, 'select-offer', {});
    lender.updateApplication(UUID, { status: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' } });
    lender.completeStep(UUID, 'contact-info', CONTACT);
    lender.completeStep(UUID, 'hmda', {
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['WHITE'],
      sex: [],
    });
    expect(application().status.checklistStatus).toBe('APP_SUBMISSION');
  }

  it('shows every answer, requires the certification, corrects in place, submits and waits for the credit pull', async () => {
    atSummary();
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    const offer = application();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Property').getByText('742 Sample Ave, Sacramento, CA 95818')).toBeTruthy();
    expect(section('Income and employment').getByText('$145,000')).toBeTruthy();
    expect(section('Income and employment').getByText('Employed full time')).toBeTruthy();
    expect(section('Your line').getByText(`${offer.term} years`)).toBeTruthy();
    expect(section('Your line').getByText(`${offer.rate.toFixed(2)}% (fixed)`)).toBeTruthy();
    expect(screen.getByText('(916) 555-0199')).toBeTruthy();
    expect(screen.getByText('Married')).toBeTruthy();
    expect(screen.getByText('Not Hispanic or Latino')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL }));
    expect(await screen.findAllByText(CERTIFY_REQUIRED)).toHaveLength(2);

    // Change the demographic answers in place; submitting with the editor open is refused.
    await user.click(screen.getByRole('button', { name: 'Change demographic information' }));
    const sex = within(screen.getByRole('group', { name: /^Sex/u }));
    await user.click(sex.getByLabelText('Male'));
    await user.click(screen.getByLabelText(/I certify that the information/u));
    await user.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL }));
    expect(await screen.findAllByText(FINISH_EDITING)).toHaveLength(2);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Save demographic information' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Demographic information'),
    );
    expect(screen.getByText('Male')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL }));
    expect(await screen.findByText("We're still working on your application")).toBeTruthy();
    expect(application().answers.hmda).toEqual({
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['WHITE'],
      sex: ['MALE'],
    });
    expect(application().answers['submit-application']).toMatchObject({ certified: true });
    await landedOn(`/${UUID}/income/review`, 10_000);
  }, 20_000);

  it('corrects the contact details in place with the contact rules', async () => {
    atSummary();
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    await user.click(screen.getByRole('button', { name: 'Change contact details' }));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(email.value).toBe('not-an-email');
    await user.clear(email);
    await user.type(email, 'alex.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('alex.new@example.com')).toBeTruthy();
    await user.click(screen.getByLabelText(/I certify that the information/u));
    await user.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL }));
    await waitFor(() =>
      expect(application().answers['contact-info']).toMatchObject({
        email: 'alex.new@example.com',
      }),
    );
  }, 20_000);
});
