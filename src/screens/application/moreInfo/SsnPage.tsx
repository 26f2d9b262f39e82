import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { ConfirmSsnBody } from '../../../api/moreInfo';
import type { Profile } from '../../../api/profile';
import { useBrand } from '../../../app/shell/ShellProvider';
import { birthdateSchema } from '../../../domain/registration';
import { FORMATTED_SSN_LENGTH, checkSsn, formatSsn, ssnDigits } from '../../../domain/ssn';
import { DateParts, datePartsFirstInputId } from '../../../ui/DateParts';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { TextField } from '../../../ui/TextField';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { loadProfile } from './loaders';
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
  const [ssn, setSsn] = useState('');
  const [shown, setShown] = useState(false);
  const [dob, setDob] = useState<DobParts>(() => dobPartsOf(data.dob));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const summary = errorSummaryItems(errors, [SSN_ID, 'dob'], (field) =>
    field === 'dob' ? datePartsFirstInputId(DOB_ID) : field,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const found: Record<string, string> = {};
    const ssnMessage = checkSsn(ssn);
    if (ssnMessage) found[SSN_ID] = ssnMessage;
    const dobResult = birthdateSchema({ ageRestricted: brand.ageRestricted }).safeParse(dob);
    if (!dobResult.success) found.dob = dobResult.error.issues[0]?.message ?? 'Invalid date';
    setErrors(found);
    if (Object.keys(found).length > 0 || !dobResult.success) return;
    screen.submit({ ssn: ssnDigits(ssn), dob: dobResult.data });
  };

  return (
    <>
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      <form noValidate onSubmit={onSubmit} autoComplete="off">
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
            onChange={(value) => setSsn(formatSsn(value))}
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
          onChange={setDob}
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
  const screen = useStepScreen<Profile, ConfirmSsnBody>(applicationId, {
    load: loadProfile,
    step: 'confirm-ssn',
    body: (values) => ({ ...values }),
  });
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
