import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, type FieldStateProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelect = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'disabled' | 'className' | 'children'
>;

export interface SelectProps extends Omit<FieldStateProps, 'readOnly'>, NativeSelect {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty-valued option ("Select a state"). */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  inputClassName?: string;
}

/** A labelled native select (native for the best keyboard, screen-reader and mobile support). */
export function Select({
  id,
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  inputClassName,
  ...native
}: SelectProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
    >
      {({ readOnly: _readOnly, ...control }) => (
        <select
          {...native}
          {...control}
          className={['kit-field__input', inputClassName ?? ''].join(' ').trim()}
          value={value}
          defaultValue={defaultValue}
          onChange={(e) => onChange?.(e.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
