import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useBrand } from '../../../app/shell/ShellProvider';
import { formatDisplayDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen, type StepScreenCalls } from '../useStepScreen';
import './property.css';

export const CHECK_AGAIN = 'Check again';
export const CHECKING = 'Checking';

/** The application id of the screen's route (`/:applicationId/…`). */
export function useApplicationId(): string {
  return useParams().applicationId ?? '';
}

/** `tel:` href for a US number written xxx-xxx-xxxx. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** Whole dollars: $180. */
export const dollars = (value: number) => formatMoney(value, 0);

/** yyyy-MM-dd (or any date the domain reads) as MM/dd/yyyy; '' when there is none. */
export function displayDate(value: string | Date | null | undefined): string {
  return value ? formatDisplayDate(value) : '';
}

/** The brand's support contact (phone and e-mail), from the brand registry. */
export function SupportContact({ lead = 'Questions? We are here to help.' }: { lead?: string }) {
  const brand = useBrand();
  return (
    <div className="property-support">
      <h2 className="property-support__title">Need help?</h2>
      <p>
        {lead} Call <a href={telHref(brand.support.phone)}>{brand.support.phone}</a> or e-mail{' '}
        <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>.
      </p>
    </div>
  );
}

/**
 * "Check again": asks the lender for the status again (the step-screen machine's submit without a
 * step: the application status machine fetches the status and routes, or comes back here).
 */
export function CheckAgain<TData>({ screen }: { screen: StepScreen<TData, void> }) {
  return (
    <div className="kit-submit-row">
      <button
        type="button"
        className="kit-button"
        disabled={screen.busy}
        aria-busy={screen.busy || undefined}
        onClick={() => screen.submit(undefined)}
      >
        {screen.busy ? <span className="kit-spinner" aria-hidden="true" /> : null}
        {screen.busy ? CHECKING : CHECK_AGAIN}
      </button>
    </div>
  );
}

export interface InfoScreenProps<TData> {
  title: string;
  /** What the screen reads (its calls object, machines/step-screen/calls/property.ts). */
  calls: StepScreenCalls<TData>;
  children: (data: TData) => ReactNode;
  /** Offer "Check again" (a hold or a review the lender moves on by itself). */
  checkAgain?: boolean;
  supportLead?: string;
}

/**
 * A screen that informs (a hold, a review, a decision): loads what it shows, says what is
 * happening and what the borrower can do, offers "Check again" and the brand's support contact.
 */
export function InfoScreen<TData>({
  title,
  calls,
  children,
  checkAgain = true,
  supportLead,
}: InfoScreenProps<TData>) {
  const screen = useStepScreen<TData, void>(useApplicationId(), calls);
  return (
    <StepScreenFrame title={title} screen={screen}>
      {(data) => (
        <>
          {children(data)}
          {checkAgain ? <CheckAgain screen={screen} /> : null}
          <SupportContact lead={supportLead} />
        </>
      )}
    </StepScreenFrame>
  );
}

/** A label and value list (amounts, dates). */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="property-facts">
      {items.map(([label, value]) => (
        <div className="property-facts__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface AcceptanceFormProps<TValues> {
  screen: Pick<StepScreen<unknown, TValues>, 'submit' | 'busy'>;
  /** The checkbox's id (the error summary links to it). */
  id: string;
  label: string;
  /** The message when the box is left unticked. */
  required: string;
  submitLabel: string;
  /** What is posted once the box is ticked. */
  values: TValues;
  /** What the borrower accepts (explanations, facts). */
  children: ReactNode;
}

/**
 * A page whose step is one acceptance (a condition, a fee): the explanation, one required
 * checkbox with its error summary, and the submit button; the values go to the step once ticked.
 */
export function AcceptanceForm<TValues>({
  screen,
  id,
  label,
  required,
  submitLabel,
  values,
  children,
}: AcceptanceFormProps<TValues>) {
  const form = useForm({
    initial: false,
    fields: [id],
    validate: (accepted) => ({ [id]: accepted ? undefined : required }),
    onValid: () => screen.submit(values),
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      {children}
      <Checkbox
        id={id}
        label={label}
        checked={form.values}
        onChange={form.setValues}
        error={form.errors[id]}
      />
      <SubmitRow label={submitLabel} loading={screen.busy} />
      <SupportContact />
    </form>
  );
}
