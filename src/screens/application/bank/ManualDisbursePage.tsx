import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import {
  manualDisburseCalls,
  type ManualDisburseData,
} from '../../../../machines/step-screen/calls/bank';
import {
  EMPTY_MANUAL_ACCOUNT,
  MANUAL_ACCOUNT_FIELDS,
  validateManualAccount,
  type ManualAccountValues,
} from '../../../domain/bankAccount';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { StepScreenFrame } from '../StepScreenFrame';
import { bankPath } from './bankData';
import { useStepMachine, type StepScreen } from '../useStepScreen';
import './bank.css';

export const MANUAL_TITLE = 'Enter your bank account';
export const MANUAL_SUBMIT = 'Save and continue';

/** Input ids by field (the error summary links to them). */
const FIELD_IDS: Record<string, string> = {
  holderName: 'holder-name',
  routingNumber: 'routing-number',
  accountNumber: 'account-number',
  confirmAccountNumber: 'confirm-account-number',
  accountType: 'account-type',
};

/**
 * bank/manual-disburse: the disbursement account typed in by hand. The rules are
 * src/domain/bankAccount.ts (ABA routing checksum, 4-17 digit account number, the confirmation
 * must match); the lender checks them again. A saved account is the chosen one: bank/confirm
 * shows it and posts the step (one confirm screen for linked and typed accounts).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const navigate = useNavigate();
  const screen = useStepMachine(applicationId, manualDisburseCalls, () => {
    void navigate(bankPath(applicationId, 'confirm'));
  });

  return (
    <StepScreenFrame title={MANUAL_TITLE} screen={screen}>
      {(data) => <ManualAccountForm data={data} screen={screen} applicationId={applicationId} />}
    </StepScreenFrame>
  );
}

/**
 * The form, once the screen's data is read: the account holder's name starts as the borrower's
 * own (they gave it at registration; WCAG 3.3.7), which they may change.
 */
function ManualAccountForm({
  data,
  screen,
  applicationId,
}: {
  data: ManualDisburseData;
  screen: StepScreen<ManualDisburseData, ManualAccountValues>;
  applicationId: string;
}) {
  const form = useForm<ManualAccountValues>({
    initial: { ...EMPTY_MANUAL_ACCOUNT, holderName: data.holderName },
    fields: MANUAL_ACCOUNT_FIELDS,
    idFor: (field) => FIELD_IDS[field]!,
    validate: validateManualAccount,
    onValid: (values) => screen.submit(values),
  });
  const { values, errors } = form;
  const change = (field: keyof ManualAccountValues) => (value: string) => form.change(field, value);

  return (
    <>
      <ErrorSummary {...form.summaryProps} />
      <p>The account must be in your name at a US bank. We deposit your funds into it.</p>
      <form noValidate onSubmit={form.submit}>
        <TextField
          id={FIELD_IDS.holderName!}
          label="Account holder's name"
          autoComplete="name"
          value={values.holderName}
          onChange={change('holderName')}
          error={errors.holderName}
          required
        />
        <TextField
          id={FIELD_IDS.routingNumber!}
          label="Routing number"
          hint="9 digits, at the bottom left of a check"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={values.routingNumber}
          onChange={change('routingNumber')}
          error={errors.routingNumber}
          required
        />
        <TextField
          id={FIELD_IDS.accountNumber!}
          label="Account number"
          hint="4 to 17 digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={21}
          value={values.accountNumber}
          onChange={change('accountNumber')}
          error={errors.accountNumber}
          required
        />
        <TextField
          id={FIELD_IDS.confirmAccountNumber!}
          label="Confirm account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={21}
          value={values.confirmAccountNumber}
          onChange={change('confirmAccountNumber')}
          error={errors.confirmAccountNumber}
          required
        />
        <RadioGroup
          id={FIELD_IDS.accountType!}
          legend="Account type"
          options={[
            { value: 'CHECKING', label: 'Checking' },
            { value: 'SAVINGS', label: 'Savings' },
          ]}
          value={values.accountType}
          onChange={change('accountType')}
          error={errors.accountType}
          inline
        />
        <SubmitRow label={MANUAL_SUBMIT} loading={screen.busy}>
          <Link to={bankPath(applicationId, 'disburse')}>Back</Link>
        </SubmitRow>
      </form>
    </>
  );
}
