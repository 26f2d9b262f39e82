import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  EMPLOYER_FIELDS,
  checkEmployer,
  employerBody,
  type EmployerValues,
} from '../../../domain/income';
import { formatPhone } from '../../../domain/phone';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import './income.css';

export const EMPLOYER_TITLE = 'Employer Verification';

const EMPTY: EmployerValues = { employerName: '', employerPhone: '', jobTitle: '', startDate: '' };

/** Nothing to read first: the form starts empty (the lender calls the employer to confirm). */
const load = async () => ({});

/**
 * income/employer-verification (EMPLOYMENT_VERIFICATION): the borrower's employer, its phone
 * number (10 digits), their job title and start date (MM/DD/YYYY, not in the future); posted as
 * the verify-employment step. The lender confirms them with the employer.
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  const screen = useStepScreen<object, EmployerValues>(applicationUuid, {
    load,
    step: 'verify-employment',
    body: (values) => ({ ...employerBody(values) }),
  });
  const [values, setValues] = useState<EmployerValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof EmployerValues, string>>>({});
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmployer(values, new Date());
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) screen.submit(values);
  };
  const change = (patch: Partial<EmployerValues>) => setValues((v) => ({ ...v, ...patch }));
  const summary = errorSummaryItems(errors, EMPLOYER_FIELDS);

  return (
    <StepScreenFrame
      title={EMPLOYER_TITLE}
      screen={screen}
      lead={
        <p className="lede">
          Tell us about your current job. We call your employer to confirm you work there; we do not
          share the details of your application.
        </p>
      }
    >
      {() => (
        <>
          {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
          <form noValidate onSubmit={onSubmit}>
            <TextField
              id="employerName"
              label="Employer name"
              autoComplete="organization"
              value={values.employerName}
              onChange={(employerName) => change({ employerName })}
              error={errors.employerName}
              required
            />
            <TextField
              id="employerPhone"
              label="Employer phone number"
              hint="The number of your employer’s office or HR department, 10 digits."
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={values.employerPhone}
              onChange={(phone) => change({ employerPhone: formatPhone(phone) })}
              error={errors.employerPhone}
              required
            />
            <TextField
              id="jobTitle"
              label="Job title"
              autoComplete="organization-title"
              value={values.jobTitle}
              onChange={(jobTitle) => change({ jobTitle })}
              error={errors.jobTitle}
              required
            />
            <TextField
              id="startDate"
              label="Start date"
              hint="MM/DD/YYYY, for example 03/15/2019"
              inputMode="numeric"
              autoComplete="off"
              value={values.startDate}
              onChange={(startDate) => change({ startDate })}
              error={errors.startDate}
              required
            />
            <SubmitRow loading={screen.busy} />
          </form>
        </>
      )}
    </StepScreenFrame>
  );
}
