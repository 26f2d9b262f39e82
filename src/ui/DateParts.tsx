import type { ReactNode } from 'react';
import type { DateParts as DatePartsValue } from '../domain/dates';
import { ErrorMessage, describedBy, errorIdFor, hintIdFor } from './Field';
import './kit.css';

export type DatePart = keyof DatePartsValue;

export interface DatePartsProps {
  /** Prefix of the input ids: `${id}-month`, `${id}-day`, `${id}-year`. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: DatePartsValue;
  onChange: (value: DatePartsValue) => void;
  error?: string;
  /** Which parts to mark invalid; all of them when there is an error and this is not given. */
  invalidParts?: readonly DatePart[];
  disabled?: boolean;
  /** `bday` for a date of birth (autocomplete `bday-month` …); none otherwise. */
  autoCompletePrefix?: 'bday';
}

/** US order: month, day, year. */
const PARTS: ReadonlyArray<{
  part: DatePart;
  label: string;
  maxLength: number;
  className: string;
}> = [
  { part: 'month', label: 'Month', maxLength: 2, className: 'kit-field__input--short' },
  { part: 'day', label: 'Day', maxLength: 2, className: 'kit-field__input--short' },
  { part: 'year', label: 'Year', maxLength: 4, className: 'kit-field__input--year' },
];

export const datePartId = (id: string, part: DatePart) => `${id}-${part}`;
/** The input the error summary links to. */
export const datePartsFirstInputId = (id: string) => datePartId(id, 'month');

/**
 * A date as three text inputs in a fieldset (GOV.UK date input), US order. Numeric keyboard,
 * no `type="number"`, nothing reformatted: the user's digits stay as typed.
 */
export function DateParts({
  id,
  legend,
  hint = 'For example, 03 27 1980',
  value,
  onChange,
  error,
  invalidParts,
  disabled,
  autoCompletePrefix,
}: DatePartsProps) {
  const hintId = hint ? hintIdFor(id) : undefined;
  const errorId = error ? errorIdFor(id) : undefined;
  const invalid = new Set<DatePart>(error ? (invalidParts ?? ['month', 'day', 'year']) : []);
  return (
    <fieldset
      className={['kit-field', error ? 'kit-field--invalid' : ''].join(' ').trim()}
      aria-describedby={describedBy(hintId, errorId)}
      disabled={disabled}
      id={id}
    >
      <legend className="kit-fieldset__legend">{legend}</legend>
      {hint ? (
        <p className="kit-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <ErrorMessage id={errorId!}>{error}</ErrorMessage> : null}
      <div className="kit-inline-group">
        {PARTS.map(({ part, label, maxLength, className }) => {
          const inputId = datePartId(id, part);
          return (
            <div className="kit-field" key={part}>
              <label className="kit-field__label" htmlFor={inputId}>
                {label}
              </label>
              <input
                className={`kit-field__input ${className}`}
                id={inputId}
                name={inputId}
                type="text"
                inputMode="numeric"
                maxLength={maxLength}
                autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off'}
                spellCheck={false}
                value={value[part]}
                aria-invalid={invalid.has(part) ? true : undefined}
                onChange={(e) => onChange({ ...value, [part]: e.target.value })}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
