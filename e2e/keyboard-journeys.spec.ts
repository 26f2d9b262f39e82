import type { Page } from '@playwright/test';
import { expect, sandbox, test } from './support/fixtures';
import { arrowTo, expectFocusVisible, tabTo } from './support/keyboard';

/**
 * Keyboard-only journeys (issue 20): registration from the start page to the first application
 * screen, one step screen of each group, and web chat, with no mouse at all: only Tab, Shift+Tab,
 * Enter, Space, the arrows and typing. At every focus stop the focus must be visible (an outline
 * or box-shadow that goes away when the focus leaves) and on screen (support/keyboard.ts). The
 * signer's journey is e2e/signer-keyboard.spec.ts (at 320 px, with the same checks).
 *
 * The one exception to "keys only": a file input opens the operating system's file dialog, which
 * Playwright stands in for with setInputFiles once the input has the keyboard focus.
 */

const APP = '/account/heloc';

// Independent journeys, each on its own reset lender: spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });
const screenPath = (screen: string) =>
  new RegExp(`${APP}/[0-9a-f-]{36}/${screen.replace(/\//gu, '\\/')}(\\?.*)?$`, 'u');

/** The screen is on and its data read (the step frame shows its heading while loading too). */
async function onScreen(page: Page, screen: string, title: string | RegExp) {
  await expect(page).toHaveURL(screenPath(screen), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

async function type(page: Page, field: string | RegExp, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function activate(page: Page, name: string | RegExp, role = 'button', key = 'Enter') {
  await tabTo(page, name, { role });
  await page.keyboard.press(key);
}

const IMAGE = { mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image') };

test.describe('keyboard only: registration', () => {
  test('register-v2 from the start page to the first application screen', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => sessionStorage.setItem('auth-mode', 'legacy'));
    await sandbox(page, { reset: '1', as: 'visitor', latency: '0', next: `${APP}/register-v2` });
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();

    // The address from the typeahead: type, ArrowDown to the suggestion, Enter.
    await type(page, /Property address/u, 'example way');
    await expect(
      page.getByRole('option', { name: '310 Example Way, San Diego, CA 92104' }),
    ).toBeVisible();
    // The list of the whole query, not an earlier keystroke's (the lookups are debounced).
    await expect(page.getByRole('option').first()).toHaveAccessibleName(
      '310 Example Way, San Diego, CA 92104',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /Property address/u })).toHaveValue(
      '310 Example Way',
    );
    await tabTo(page, /^(Primary residence|Secondary home|Investment property)$/u, {
      role: 'radio',
    });
    await arrowTo(page, 'Primary residence');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Primary residence' })).toBeChecked();
    await activate(page, 'Continue');

    await expect(page).toHaveURL(`${APP}/register-v2/for-sale`);
    await tabTo(page, /^(Yes|No)$/u, { role: 'radio' });
    await arrowTo(page, 'No');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await activate(page, 'Continue');

    await expect(page).toHaveURL(`${APP}/register-v2/annual-income`);
    await type(page, 'Annual pre-tax income', '95000');
    await tabTo(page, /employment|Retired|Self-employed|Other/iu, { role: 'radio' });
    await arrowTo(page, 'Full-time employment');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Full-time employment' })).toBeChecked();
    await activate(page, 'Continue');

    await expect(page).toHaveURL(`${APP}/register-v2/legal-name`);
    await type(page, 'First name', 'Kim');
    await type(page, 'Last name', 'Keyboard');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${APP}/register-v2/birthdate`);
    await type(page, 'Month', '03');
    await type(page, 'Day', '27');
    await type(page, 'Year', '1980');
    await activate(page, 'Continue');

    await expect(page).toHaveURL(`${APP}/register-v2/phone-and-email`);
    await type(page, 'Email', `keyboard-${Date.now()}@example.com`);
    await type(page, /Mobile phone/u, '9165550199');
    await activate(page, 'Continue');

    await expect(page).toHaveURL(`${APP}/register-v2/set-password`);
    await type(page, 'Create a password', 'Abcdefgh1234!');
    await type(page, 'Confirm password', 'Abcdefgh1234!');
    await activate(page, /I agree to the/u, 'checkbox', 'Space');
    await activate(page, /communications from/u, 'checkbox', 'Space');
    await expect(page.getByRole('checkbox', { name: /I agree to the/u })).toBeChecked();
    await activate(page, 'Create account');

    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}(\/[a-z-/]+)?$/u, {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('keyboard only: one step screen of each group', () => {
  test('more information: start/hmda, answered, moves on', async ({ page }) => {
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'HMDA' });
    await onScreen(page, 'start/hmda', 'Demographic Information');
    await activate(page, 'Asian', 'checkbox', 'Space');
    await activate(page, 'Korean', 'checkbox', 'Space');
    await expect(page.getByRole('checkbox', { name: 'Korean' })).toBeChecked();
    await activate(page, 'Continue');
    await expect(page).not.toHaveURL(screenPath('start/hmda'), { timeout: 20_000 });
  });

  test('income: income/employer-verification, filled in, moves on to identity', async ({
    page,
  }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'EMPLOYMENT_VERIFICATION',
    });
    await onScreen(page, 'income/employer-verification', /./u);
    await type(page, 'Employer name', 'Acme Corporation');
    await type(page, 'Employer phone number', '5551234567');
    await type(page, 'Job title', 'Engineer');
    await type(page, 'Start date', '03/15/2019');
    await activate(page, 'Continue');
    await expect(page).toHaveURL(screenPath('identity'), { timeout: 30_000 });
  });

  test('identity: the ID kind by arrows, the photo, Verify my ID', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'IDENTITY_VERIFICATION',
    });
    await onScreen(page, 'identity', /./u);
    await tabTo(page, /Driver’s license|Passport|State ID/u, { role: 'radio' });
    await arrowTo(page, 'Passport');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Passport' })).toBeChecked();
    const photo = page.getByLabel('Photo page of your passport');
    await tabTo(page, photo);
    await photo.setInputFiles({ name: 'passport.png', ...IMAGE });
    await activate(page, 'Verify my ID');
    await expect(page).not.toHaveURL(screenPath('identity'), { timeout: 40_000 });
  });

  test('bank: bank/manual-disburse, typed in, moves on to confirm', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'DISBURSEMENT_ACCOUNT',
    });
    await onScreen(page, 'bank/disburse', /./u);
    await activate(page, 'Enter account details manually', 'link');
    await onScreen(page, 'bank/manual-disburse', 'Enter your bank account');
    await type(page, "Account holder's name", 'Alex Sample');
    await type(page, 'Routing number', '021000021');
    await type(page, 'Account number', '000123456789');
    await type(page, 'Confirm account number', '000123456789');
    await tabTo(page, /^(Checking|Savings)$/u, { role: 'radio' });
    await arrowTo(page, 'Checking');
    await page.keyboard.press('Space');
    await activate(page, 'Save and continue');
    await expect(page).toHaveURL(screenPath('bank/confirm'), { timeout: 20_000 });
  });

  test('property: bpo/estimate-value, an estimate, moves on to the offers', async ({ page }) => {
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'NO_AVM_FOUND' });
    await onScreen(page, 'bpo/estimate-value', /./u);
    await type(page, 'Estimated home value', '615000');
    await activate(page, 'Continue');
    await expect(page).toHaveURL(screenPath('product/select'), { timeout: 20_000 });
  });

  test('offer: product/select, the draw by slider and stepper, Select offer', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'OFFER_SELECTION' });
    await onScreen(page, 'product/select', /./u);
    const amount = page.getByRole('textbox', { name: /Initial draw amount/u });
    await tabTo(page, /Initial draw \(slider\)/u, { role: 'slider' });
    await page.keyboard.press('Home');
    await expect(amount).toHaveValue('15,000');
    await page.keyboard.press('ArrowRight');
    await expect(amount).toHaveValue('16,000');
    await activate(page, 'Increase by $1,000');
    await expect(amount).toHaveValue('17,000');
    await activate(page, 'Select offer');
    await expect(page).not.toHaveURL(screenPath('product/select'), { timeout: 30_000 });
  });

  test('signing: signing/additional, a second co-owner invited', async ({ page }) => {
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario: 'co-deed-required' });
    await onScreen(page, 'signing/additional', /./u);
    await expect(page.getByRole('cell', { name: 'Jamie Sample' })).toBeVisible();
    await type(page, 'First name', 'Robin');
    await type(page, 'Last name', 'Lee');
    await type(page, /E-mail address/u, 'robin@example.com');
    await activate(page, 'Send invitation');
    await expect(page.getByRole('cell', { name: 'Robin Lee' })).toBeVisible({ timeout: 15_000 });
    // The focus is not dropped to the page with the sent form: the new, empty form's first field
    // has it, visibly, ready for another invitation.
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expectFocusVisible(page, 'First name, after sending');
  });

  test('notary and closing: notary/reserve-manual, a slot chosen and booked', async ({ page }) => {
    test.setTimeout(90_000);
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario: 'manual-notary' });
    await onScreen(page, 'notary/reserve-manual', /./u);
    await activate(page, 'Choose a time', 'link');
    await onScreen(page, 'notary/schedule-manual', /./u);
    await tabTo(page, /AM|PM/u, { role: 'radio' });
    await page.keyboard.press('Space');
    await tabTo(page, /At the property|Somewhere else|Another address/u, { role: 'radio' });
    await arrowTo(page, /At the property/u);
    await page.keyboard.press('Space');
    await activate(page, 'Reserve appointment');
    await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible({
      timeout: 20_000,
    });
    await activate(page, 'Continue');
    await expect(page).toHaveURL(screenPath('complete'), { timeout: 30_000 });
  });

  test('conditions: the missing phone number, from the list, saved', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'HMDA',
      condition: 'MISSING_PHONE_NUMBER',
      next: `${APP}/a0000000-0000-4000-8000-000000000001/conditions`,
    });
    await onScreen(page, 'conditions', /./u);
    // The list is read after the heading shows: tab once it is there.
    await expect(page.getByRole('link', { name: 'Add Phone Number' })).toBeVisible();
    await activate(page, 'Add Phone Number', 'link');
    await expect(page).toHaveURL(/\/conditions\/phone-number\?conditionUuid=/u);
    await type(page, 'Mobile phone', '9165550199');
    await activate(page, 'Save Phone Number');
    await expect(page).toHaveURL(screenPath('conditions'), { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Add Phone Number' })).toHaveCount(0);
  });
});

test.describe('keyboard only: web chat', () => {
  test.use({
    // The browser logs the visitor probe's 401 (by design); nothing else.
    expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401/u],
  });

  test('open the launcher, type, send, close', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      flags: 'fe-webchat',
      chat: 'open',
      next: `${APP}/register-v2`,
    });
    const launcher = page.locator('[data-chat-launcher]');
    await tabTo(page, launcher);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog.getByRole('heading', { name: 'Chat with us' })).toBeFocused();
    await type(page, 'Name', 'Robin Lee');
    await type(page, 'E-mail', 'robin@example.com');
    await activate(page, 'Start chat');
    const message = dialog.getByLabel('Message');
    await expect(message).toBeVisible({ timeout: 15_000 });
    await tabTo(page, message);
    await page.keyboard.type('What are your hours?');
    await page.keyboard.press('Enter');
    const log = dialog.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('What are your hours?')).toBeVisible();
    await expect(log.getByText(/\(agent\)/u).last()).toBeVisible({ timeout: 15_000 });
    await expectFocusVisible(page, 'after sending');
    // The panel's close button is in its header, before the conversation: Shift+Tab back to it.
    await tabTo(page, 'Minimize chat', { role: 'button', backwards: true });
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(launcher).toBeFocused();
    await expectFocusVisible(page, 'back on the launcher');
  });
});
