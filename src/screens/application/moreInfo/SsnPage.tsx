import { useState } from 'react';
import { useParams } from 'react-router';
import type { ConfirmSsnBody } from '../../../api/moreInfo';
import type { Profile } from '../../../api/profile';
import { useBrand } from '../../../app/shell/ShellProvider';
import { birthdateSchema } from '../../../domain/registration';
import { FORMATTED_SSN_LENGTH, checkSsn, formatSsn, ssnDigits } from '../../../domain/ssn';
import { DateParts, datePartsFirstInputId } from '../../../ui/DateParts';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { TextField } from '../../../ui/TextField';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { ssnCalls } from '../../../../machines/step-screen/calls/moreInfo';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import './moreInfo.css';

export const SSN_TITLE = 'Verify Your Identity';
export const SSN_ID = 'ssn';
export const DOB_ID = 'ssn-dob';

interface DobParts {
  month: string;
  day: string;
  year: string;
}

function dobPartsOf(dob: string | null | undefined): DobParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  return match
    ? { year: match[1]!, month: match[2]!, day: match[3]! }
    : { year: '', month: '', day: '' };
}

function SsnForm({ data, screen }: { data: Profile; screen: StepScreen<Profile, ConfirmSsnBody> }) {
  const brand = useBrand();
  const [shown, setShown] = useState(false);
  const dobSchema = birthdateSchema({ ageRestricted: brand.ageRestricted });
  const form = useForm({
    initial: () => ({ ssn: '', dob: dobPartsOf(data.dob) }),
    fields: [SSN_ID, 'dob'],
    idFor: (field) => (field === 'dob' ? datePartsFirstInputId(DOB_ID) : field),
    validate: ({ ssn, dob }) => {
      const dobResult = dobSchema.safeParse(dob);
      return {
        [SSN_ID]: checkSsn(ssn),
        dob: dobResult.success ? undefined : (dobResult.error.issues[0]?.message ?? 'Invalid date'),
      };
    },
    onValid: ({ ssn, dob }) => {
      const dobResult = dobSchema.safeParse(dob);
      if (dobResult.success) screen.submit({ ssn: ssnDigits(ssn), dob: dobResult.data });
    },
  });
  const { ssn, dob } = form.values;
  const errors = form.errors;

  return (
    <>
      <ErrorSummary {...form.summaryProps} />
      <form noValidate onSubmit={form.submit} autoComplete="off">
        <div className="more-info-ssn">
          <TextField
            id={SSN_ID}
            label="Social Security number"
            hint="9 digits, for example 123-45-6789"
            type={shown ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={FORMATTED_SSN_LENGTH}
            required
            value={ssn}
            onChange={(value) => form.change('ssn', formatSsn(value))}
            error={errors[SSN_ID]}
          />
          <button
            type="button"
            className="kit-button kit-button--secondary"
            aria-controls={SSN_ID}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide ' : 'Show '}
            <span className="kit-visually-hidden">Social Security number</span>
          </button>
        </div>
        <DateParts
          id={DOB_ID}
          legend="Confirm your date of birth"
          value={dob}
          onChange={(parts) => form.change('dob', parts)}
          error={errors.dob}
          autoCompletePrefix="bday"
        />
        <p className="more-info-note">
          We use your Social Security number only to find your credit report. It is encrypted and
          never shown again.
        </p>
        <SubmitRow loading={screen.busy} disabled={screen.phase !== 'ready'} />
      </form>
    </>
  );
}

/**
 * credit/social (CREDIT_NO_MATCH): the credit bureau found no report for what the borrower gave;
 * they enter their full SSN (masked, with show/hide) and confirm their date of birth.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, ssnCalls);
  return (
    <StepScreenFrame
      title={SSN_TITLE}
      screen={screen}
      lead={
        <p>
          We could not find your credit report with the information you gave us. Please enter your
          Social Security number and confirm your date of birth so we can try again.
        </p>
      }
    >
      {(data) => <SsnForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}
