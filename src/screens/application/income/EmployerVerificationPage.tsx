import { useParams } from 'react-router';
import { EMPLOYER_FIELDS, checkEmployer, type EmployerValues } from '../../../domain/income';
import { formatPhone } from '../../../domain/phone';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { StepScreenFrame } from '../StepScreenFrame';
import { employerVerificationCalls } from '../../../../machines/step-screen/calls/income';
import { useStepScreen } from '../useStepScreen';
import './income.css';

export const EMPLOYER_TITLE = 'Employer Verification';

const EMPTY: EmployerValues = { employerName: '', employerPhone: '', jobTitle: '', startDate: '' };

/**
 * income/employer-verification (EMPLOYMENT_VERIFICATION): the borrower's employer, its phone
 * number (10 digits), their job title and start date (MM/DD/YYYY, not in the future); posted as
 * the verify-employment step. The lender confirms them with the employer.
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  const screen = useStepScreen(applicationUuid, employerVerificationCalls);
  const form = useForm<EmployerValues, keyof EmployerValues>({
    initial: EMPTY,
    fields: EMPLOYER_FIELDS,
    validate: (values) => checkEmployer(values, new Date()),
    onValid: screen.submit,
  });
  const { values, setValues, errors } = form;
  const change = (patch: Partial<EmployerValues>) => setValues((v) => ({ ...v, ...patch }));

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
          <ErrorSummary {...form.summaryProps} />
          <form noValidate onSubmit={form.submit}>
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
