import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { getApplication } from '../../../api/application';
import { saveManualBankAccount, type BankAccount } from '../../../api/bankLink';
import {
  EMPTY_MANUAL_ACCOUNT,
  MANUAL_ACCOUNT_FIELDS,
  manualAccountInput,
  validateManualAccount,
  type ManualAccountInput,
  type ManualAccountValues,
} from '../../../domain/bankAccount';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { StepScreenFrame } from '../StepScreenFrame';
import { bankPath } from './bankData';
import { useStepMachine } from '../useStepScreen';
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
  const screen = useStepMachine<unknown, ManualAccountInput, BankAccount>(
    applicationId,
    {
      // The application must exist and be the borrower's before anything is typed in.
      load: ({ applicationUuid, signal }) => getApplication(applicationUuid, { signal }),
      save: ({ applicationUuid, signal, values }) =>
        saveManualBankAccount(applicationUuid, values, { signal }),
    },
    () => {
      void navigate(bankPath(applicationId, 'confirm'));
    },
  );
  const [values, setValues] = useState<ManualAccountValues>(EMPTY_MANUAL_ACCOUNT);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const change = (field: keyof ManualAccountValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateManualAccount(values);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) screen.submit(manualAccountInput(values));
  };
  const summary = errorSummaryItems(errors, MANUAL_ACCOUNT_FIELDS, (field) => FIELD_IDS[field]!);

  return (
    <StepScreenFrame title={MANUAL_TITLE} screen={screen}>
      {() => (
        <>
          {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
          <p>The account must be in your name at a US bank. We deposit your funds into it.</p>
          <form noValidate onSubmit={onSubmit}>
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
      )}
    </StepScreenFrame>
  );
}
