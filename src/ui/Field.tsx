import type { ReactNode } from 'react';
import './kit.css';

/** Joins the ids that exist into an `aria-describedby` value (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

export const hintIdFor = (id: string) => `${id}-hint`;
export const errorIdFor = (id: string) => `${id}-error`;

/** What a control needs from its field: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  readOnly?: boolean;
  disabled?: boolean;
}

export interface FieldStateProps {
  /** Inline error message; its presence makes the field invalid. */
  error?: string;
  /**
   * Announced as required (`aria-required`). Native `required` is not used: forms are
   * `noValidate` and show our own messages and error summary instead of browser bubbles.
   */
  required?: boolean;
  /** Adds "(optional)" to the label: GOV.UK marks the exceptions, not the rule. */
  optional?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

export interface FieldProps extends FieldStateProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Ids of extra descriptions (e.g. a strength meter), read after the hint. */
  describedByIds?: string[];
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint, error message and control, wired the epic-stack way: the control gets
 * `aria-invalid` when there is an error and `aria-describedby` pointing at the hint and the
 * error, so a screen reader reads the message with the field. The error text is prefixed
 * "Error:" for screen readers only (GOV.UK); the visible words match the error summary's link.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  optional,
  readOnly,
  disabled,
  describedByIds = [],
  className,
  children,
}: FieldProps) {
  const hintId = hint ? hintIdFor(id) : undefined;
  const errorId = error ? errorIdFor(id) : undefined;
  return (
    <div
      className={['kit-field', error ? 'kit-field--invalid' : '', className ?? ''].join(' ').trim()}
    >
      <label className="kit-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="kit-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="kit-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <ErrorMessage id={errorId!}>{error}</ErrorMessage> : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, ...describedByIds, errorId),
        'aria-required': required ? true : undefined,
        readOnly,
        disabled,
      })}
    </div>
  );
}

/** An inline error message. `role` lets a radio group announce it politely. */
export function ErrorMessage({
  id,
  children,
  role,
}: {
  id: string;
  children?: ReactNode;
  role?: 'status';
}) {
  return (
    <p className="kit-field__error" id={id} role={role}>
      {children ? (
        <>
          <span className="kit-visually-hidden">Error: </span>
          {children}
        </>
      ) : null}
    </p>
  );
}
