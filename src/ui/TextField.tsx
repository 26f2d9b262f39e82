import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, type FieldStateProps } from './Field';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'readOnly' | 'disabled' | 'className'
>;

export interface TextFieldProps extends FieldStateProps, NativeInput {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown before the input, hidden from screen readers (say the unit in the label or hint). */
  prefix?: string;
  suffix?: string;
  /** Extra class on the input, e.g. `kit-field__input--short`. */
  inputClassName?: string;
  describedByIds?: string[];
}

/** A labelled text input. Every keystroke is reported; the value is whatever the user typed. */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  optional,
  readOnly,
  disabled,
  value,
  defaultValue,
  onChange,
  prefix,
  suffix,
  inputClassName,
  describedByIds,
  type = 'text',
  ...native
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      readOnly={readOnly}
      disabled={disabled}
      describedByIds={describedByIds}
    >
      {(control) => {
        const input = (
          <input
            {...native}
            {...control}
            type={type}
            className={['kit-field__input', inputClassName ?? ''].join(' ').trim()}
            value={value}
            defaultValue={defaultValue}
            onChange={(e) => onChange?.(e.target.value)}
          />
        );
        if (!prefix && !suffix) return input;
        return (
          <div className="kit-field__affix">
            {prefix ? (
              <span className="kit-field__prefix" aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            {input}
            {suffix ? (
              <span className="kit-field__suffix" aria-hidden="true">
                {suffix}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

/** Email: the right keyboard, autocomplete and no auto-capitalising or spell-checking. */
export function EmailField({
  id = 'email',
  label = 'Email address',
  ...rest
}: Omit<TextFieldProps, 'id' | 'label' | 'type'> & { id?: string; label?: ReactNode }) {
  return (
    <TextField
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...rest}
      id={id}
      label={label}
      type="email"
    />
  );
}

type NativeTextArea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'readOnly' | 'disabled' | 'className'
>;

export const TEXTAREA_DEFAULT_ROWS = 5;

export interface TextAreaProps extends FieldStateProps, NativeTextArea {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/** A labelled multi-line input, 5 rows by default. */
export function TextArea({
  id,
  label,
  hint,
  error,
  required,
  optional,
  readOnly,
  disabled,
  value,
  defaultValue,
  onChange,
  rows = TEXTAREA_DEFAULT_ROWS,
  ...native
}: TextAreaProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      readOnly={readOnly}
      disabled={disabled}
    >
      {(control) => (
        <textarea
          {...native}
          {...control}
          rows={rows}
          className="kit-field__input"
          value={value}
          defaultValue={defaultValue}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </Field>
  );
}
