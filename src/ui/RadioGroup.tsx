import type { ReactNode } from 'react';
import { ErrorMessage, describedBy, errorIdFor, hintIdFor } from './Field';
import './kit.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Id of the first radio (the error summary links here); other radios get `${id}-${n}`. */
  id: string;
  /** Form name of the radios; defaults to the id. */
  name?: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly RadioOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Side by side (wrapping) instead of stacked; for two or three short options. */
  inline?: boolean;
}

export const radioIdFor = (id: string, index: number) => (index === 0 ? id : `${id}-${index}`);

/**
 * Radios in a fieldset with a legend. The error message sits in a polite status region that is
 * always in the page (a live region must exist before its text changes to be announced), so the
 * error is announced without interrupting; the fieldset's `aria-describedby` also points at it.
 */
export function RadioGroup({
  id,
  name = id,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  disabled,
  inline = false,
}: RadioGroupProps) {
  const hintId = hint ? hintIdFor(id) : undefined;
  const errorId = errorIdFor(id);
  return (
    <fieldset
      className={['kit-field', error ? 'kit-field--invalid' : ''].join(' ').trim()}
      aria-describedby={describedBy(hintId, error ? errorId : undefined)}
      disabled={disabled}
    >
      <legend className="kit-fieldset__legend">{legend}</legend>
      {hint ? (
        <p className="kit-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={errorId} role="status">
        {error}
      </ErrorMessage>
      <div className={inline ? 'kit-choices kit-choices--inline' : 'kit-choices'}>
        {options.map((option, index) => {
          const radioId = radioIdFor(id, index);
          const optionHintId = option.hint ? `${radioId}-hint` : undefined;
          return (
            <div className="kit-radio" key={option.value}>
              <input
                className="kit-radio__input"
                type="radio"
                id={radioId}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={optionHintId}
                onChange={() => onChange(option.value)}
              />
              <div className="kit-radio__text">
                <label className="kit-radio__label" htmlFor={radioId}>
                  {option.label}
                </label>
                {option.hint ? (
                  <span className="kit-radio__hint" id={optionHintId}>
                    {option.hint}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
