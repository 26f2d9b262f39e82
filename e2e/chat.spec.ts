import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Web chat (issue 13) on the sandbox: the simulated agent in hours, the chatbot out of hours,
 * resume after a reload, a dropped connection and its recovery, refused attachments, and
 * pop-webchat. Staff controls mid-conversation go through `window.__sandbox.apply` (no page load,
 * as a lender's own change would happen).
 */

const START = '/account/heloc/register-v2';

test.use({
  // The browser logs the visitor probe's 401 (by design); nothing else.
  expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401/],
});

const launcher = (page: Page) => page.locator('[data-chat-launcher]');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });
const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });

async function control(page: Page, search: string) {
  await page.evaluate((query) => window.__sandbox!.apply(query), search);
}

async function startChat(page: Page) {
  await launcher(page).click();
  const dialog = panel(page);
  await expect(dialog.getByRole('heading', { name: 'Chat with us' })).toBeFocused();
  // Sent at once, maybe before the desk's hours answered: the chat waits for them (agent).
  await dialog.getByLabel('Name').fill('Robin Lee');
  await dialog.getByLabel('E-mail').fill('robin@example.com');
  await dialog.getByRole('button', { name: 'Start chat' }).click();
  await expect(dialog.getByLabel('Message')).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function say(dialog: Locator, text: string) {
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByLabel('Message').press('Enter');
}

/** Presses Tab until the target has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, label: string) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling at 320 px').toBe(false);
}

test.describe('web chat with an agent (in hours)', () => {
  test('chat with the agent; the conversation survives a reload and a dropped connection', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'open', next: START });
    const dialog = await startChat(page);
    await expect(log(page).getByText(/A loan specialist will be with you shortly/u)).toBeVisible({
      timeout: 15_000,
    });
    await say(dialog, '<b>What is my rate?</b>');
    await expect(log(page).getByText('<b>What is my rate?</b>', { exact: true })).toBeVisible();
    await expect(log(page).getByText(/Your rate depends on your credit/u)).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, 'chat (agent)');
    await page.setViewportSize({ width: 320, height: 640 });
    await noHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Leave and come back: the same conversation.
    await page.reload();
    await launcher(page).click();
    await expect(log(page).getByText(/Your rate depends on your credit/u)).toBeVisible({
      timeout: 15_000,
    });

    // The connection drops: the spec's warning; it comes back, and nothing is lost.
    await control(page, 'chatConnection=drop');
    await expect(panel(page).getByText('Connection lost. Attempting to reconnect.')).toBeVisible({
      timeout: 20_000,
    });
    await control(page, 'chatConnection=restore');
    await expect(panel(page).getByText('Connection lost. Attempting to reconnect.')).toHaveCount(
      0,
      {
        timeout: 30_000,
      },
    );
    await say(panel(page), 'Can you send me the form?');
    await expect(log(page).getByText(/Here is the form/u)).toBeVisible({ timeout: 15_000 });
    await expect(log(page).getByText('Can you send me the form?')).toHaveCount(1);

    // Escape hides the panel and gives the focus back to the launcher.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('refused attachments say why; a goodbye ends the chat with the thanks panel', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'open', next: START });
    const dialog = await startChat(page);
    await dialog.getByLabel('Attach files').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    await say(dialog, 'Here is my statement');
    await expect(
      dialog.getByText('Some files were not added because they exceed the 5MB size limit.'),
    ).toBeVisible();
    await say(dialog, 'Thanks, bye');
    await expect(dialog.getByText(/This conversation has ended/u)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'chat (ended)');
    await dialog.getByRole('button', { name: 'Start a new chat' }).click();
    await expect(dialog.getByRole('button', { name: 'Start chat' })).toBeVisible();
  });
});

test.describe('web chat: keyboard only, faults', () => {
  test('a whole conversation by keyboard only', async ({ page }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'open', next: START });
    await tabTo(page, launcher(page), 'the chat launcher');
    await page.keyboard.press('Enter');
    const dialog = panel(page);
    await expect(dialog.getByRole('heading', { name: 'Chat with us' })).toBeFocused();
    await expect(dialog.getByText(/an agent will join you/u)).toBeVisible({ timeout: 15_000 });
    await tabTo(page, dialog.getByLabel('Name'), 'Name');
    await page.keyboard.type('Robin Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('robin@example.com');
    await page.keyboard.press('Enter');
    const message = dialog.getByLabel('Message');
    await expect(message).toBeVisible({ timeout: 15_000 });
    await tabTo(page, message, 'Message');
    await page.keyboard.type('What are your hours?');
    await page.keyboard.press('Enter');
    await expect(log(page).getByText('What are your hours?')).toBeVisible();
    await expect(
      log(page)
        .getByText(/\(agent\)/u)
        .last(),
    ).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('an attachment the provider refuses is marked not sent, without Resend', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'open', next: START });
    const dialog = await startChat(page);
    await control(page, 'chatAttachments=refuse');
    await dialog.getByLabel('Attach files').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 sandbox statement'),
    });
    await say(dialog, 'My statement');
    await expect(log(page).getByText('Not sent.')).toBeVisible({ timeout: 15_000 });
    await expect(log(page).getByRole('button', { name: 'Resend' })).toHaveCount(0);
  });

  test('an expired token: the conversation is not resumed, the form starts a new one', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'open', next: START });
    const dialog = await startChat(page);
    await expect(log(page).getByText(/A loan specialist will be with you shortly/u)).toBeVisible({
      timeout: 15_000,
    });
    await control(page, 'chatToken=expire');
    await page.reload();
    await launcher(page).click();
    await expect(panel(page).getByRole('button', { name: 'Start chat' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel(page).getByText(/A loan specialist will be with you shortly/u)).toHaveCount(
      0,
    );
    void dialog;
  });
});

test.describe('web chat with the chatbot (out of hours)', () => {
  test('the chatbot answers; its answer takes feedback with a reason', async ({ page }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'closed', next: START });
    await launcher(page).click();
    await expect(panel(page).getByText(/virtual assistant answers your questions/u)).toBeVisible();
    const dialog = await (async () => {
      const d = panel(page);
      await d.getByLabel('Name').fill('Robin Lee');
      await d.getByLabel('E-mail').fill('robin@example.com');
      await d.getByRole('button', { name: 'Start chat' }).click();
      await expect(d.getByLabel('Message')).toBeVisible({ timeout: 15_000 });
      return d;
    })();
    await expect(dialog.getByLabel('Attach files')).toHaveCount(0);
    await say(dialog, 'How long does funding take?');
    await expect(log(page).getByText('Virtual assistant').first()).toBeVisible({ timeout: 15_000 });
    await log(page).getByText('This answer did not help').first().click();
    await log(page).getByRole('button', { name: 'Send feedback' }).first().click();
    await expect(log(page).getByText('Please select a reason')).toBeVisible();
    await log(page).getByLabel('The answer is wrong').first().check();
    await log(page).getByRole('button', { name: 'Send feedback' }).first().click();
    await expect(log(page).getByText('Thanks for your feedback.')).toBeVisible();
    await expectAccessible(page, 'chat (chatbot)');
  });
});

test.describe('web chat: a failed send', () => {
  test.use({
    // The visitor probe's 401 and the one refused chatbot call (503), both on purpose.
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (401|503)/,
    ],
  });

  test('keeps the message with Resend, says so, and sends it once on Resend', async ({ page }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', chat: 'closed', next: START });
    await launcher(page).click();
    const dialog = panel(page);
    await dialog.getByLabel('Name').fill('Robin Lee');
    await dialog.getByLabel('E-mail').fill('robin@example.com');
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await expect(dialog.getByLabel('Message')).toBeVisible({ timeout: 15_000 });
    await control(page, 'fail=chatWithAutobot:503:1');
    await say(dialog, 'When will I be funded?');
    await expect(
      dialog.getByText('Something went wrong. Please try resending the message.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(log(page).getByText('Not sent.')).toBeVisible();
    await log(page).getByRole('button', { name: 'Resend' }).click();
    await expect(log(page).getByText('Not sent.')).toHaveCount(0, { timeout: 15_000 });
    await expect(log(page).getByText('When will I be funded?')).toHaveCount(1);
    await expect(
      dialog.getByText('Something went wrong. Please try resending the message.'),
    ).toHaveCount(0);
  });
});

test.describe('pop-webchat', () => {
  test('opens the chat at load and leaves the URL', async ({ page }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', next: `${START}?pop-webchat=true` });
    await expect(panel(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).not.toHaveURL(/pop-webchat/u);
  });
});
