import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConditionIn } from '../../../sandbox/handlers/conditions';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { CONDITION_GONE_TEXT } from './ConditionFrame';
import {
  BANK_CONDITION,
  ID_CONDITION,
  landedOn,
  PAYSTUB_CONDITION,
  pdf,
  textFile,
  useNodeMultipart,
  renderApplicationAt,
} from './testing';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

/** The seed borrower, signed in at status HMDA (kept there), opens /{uuid}/{path}. */
function openConditionsPath(path: string) {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'HMDA' } });
  lender.clearSchedule(UUID);
  return renderApplicationAt(`/${UUID}/${path}`, { withToasts: true });
}

beforeEach(async () => {
  await useNodeMultipart();
});

const uploadPath = (conditionUuid: string) =>
  `conditions/upload-document?conditionUuid=${conditionUuid}`;
const documents = () => lender.application(UUID)!.screens.conditions?.documents ?? [];
const answered = () =>
  (lender.application(UUID)!.screens.conditions?.answered ?? []).map((a) => a.conditionUuid);

describe('upload a document for a condition', () => {
  it('asks for the bank letter, uploads it, answers the condition and returns to the list', async () => {
    const user = userEvent.setup();
    const router = await openConditionsPath(uploadPath(BANK_CONDITION));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload Bank Letter' }),
    ).toBeTruthy();
    const input = screen.getByLabelText('Bank letter');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByRole('link', { name: 'Choose a file to upload' })).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await user.upload(input, pdf('bank-letter.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${UUID}/conditions`));
    // A toast confirms it on the list (pinned, not imported).
    expect(
      within(screen.getByRole('region', { name: 'Messages' })).getByText(
        'Thank you. Your upload was received.',
      ),
    ).toBeTruthy();
    expect(documents()).toEqual([
      expect.objectContaining({
        documentType: 'BANK_LETTER',
        fileName: 'bank-letter.pdf',
        conditionUuid: BANK_CONDITION,
      }),
    ]);
    expect(answered()).toEqual([BANK_CONDITION]);
    expect(await screen.findByText('You have 2 open items.')).toBeTruthy();
  });

  it('needs as many paystubs as asked, and says which file it will not take', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openConditionsPath(uploadPath(PAYSTUB_CONDITION));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload your 2 most recent paystubs' }),
    ).toBeTruthy();
    const input = screen.getByLabelText('Paystubs (2 files)');
    await user.upload(input, pdf('may.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(
      await screen.findByRole('link', { name: 'Choose at least 2 files to upload' }),
    ).toBeTruthy();
    await user.upload(input, textFile('notes.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    const typeMessage =
      'notes.txt is not a file type we accept. Upload a PDF, JPEG, PNG or HEIC file.';
    expect(await screen.findByRole('link', { name: typeMessage })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await user.upload(input, pdf('june.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    await waitFor(() => expect(answered()).toEqual([PAYSTUB_CONDITION]));
    expect(documents().map((d) => d.fileName)).toEqual(['may.pdf', 'june.pdf']);
  });

  it('shows a failed upload, keeps the files, and never uploads a file twice', async () => {
    const user = userEvent.setup();
    lender.addFault('uploadDocument', 503, 1);
    await openConditionsPath(uploadPath(PAYSTUB_CONDITION));
    const input = await screen.findByLabelText('Paystubs (2 files)');
    await user.upload(input, [pdf('may.pdf'), pdf('june.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByText(/press Upload Documents to try again/u)).toBeTruthy();
    expect(screen.getByText('may.pdf')).toBeTruthy();
    expect(documents()).toHaveLength(0);
    lender.addFault('answerCondition', 503, 1);
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(
      await screen.findByText(
        /Your documents are uploaded, but we could not mark this item as done/u,
      ),
    ).toBeTruthy();
    expect(documents()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    await waitFor(() => expect(answered()).toEqual([PAYSTUB_CONDITION]));
    expect(documents()).toHaveLength(2);
  });

  it('re-asks the status when the last condition is answered', async () => {
    const user = userEvent.setup();
    answerConditionIn(lender, UUID, PAYSTUB_CONDITION, SEED.borrower.uuid);
    answerConditionIn(lender, UUID, ID_CONDITION, SEED.borrower.uuid);
    await openConditionsPath(uploadPath(BANK_CONDITION));
    await user.upload(await screen.findByLabelText('Bank letter'), pdf('letter.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    await landedOn(`/${UUID}/start/hmda`);
  });

  it('says so when the condition is no longer open', async () => {
    answerConditionIn(lender, UUID, BANK_CONDITION, SEED.borrower.uuid);
    await openConditionsPath(uploadPath(BANK_CONDITION));
    expect(await screen.findByText(CONDITION_GONE_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to conditions' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
