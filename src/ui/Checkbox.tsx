import type { ReactNode } from 'react';
import { ErrorMessage, describedBy, errorIdFor, hintIdFor } from './Field';
import './kit.css';

export interface CheckboxProps {
  id: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** One labelled checkbox, with its error wired by `aria-invalid` and `aria-describedby`. */
export function Checkbox({
  id,
  name = id,
  label,
  hint,
  checked,
  onChange,
  error,
  required,
  disabled,
}: CheckboxProps) {
  const hintId = hint ? hintIdFor(id) : undefined;
  const errorId = error ? errorIdFor(id) : undefined;
  return (
    <div className={['kit-field', error ? 'kit-field--invalid' : ''].join(' ').trim()}>
      {error ? <ErrorMessage id={errorId!}>{error}</ErrorMessage> : null}
      <div className="kit-checkbox">
        <input
          className="kit-checkbox__input"
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <div className="kit-radio__text">
          <label className="kit-checkbox__label" htmlFor={id}>
            {label}
          </label>
          {hint ? (
            <span className="kit-radio__hint" id={hintId}>
              {hint}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
