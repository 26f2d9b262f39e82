import { formatMoneyInput, parseMoneyInput } from '../domain/money';
import { TextField, type TextFieldProps } from './TextField';

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'> & {
  /** Whole numbers only: a numeric keypad without a decimal point. */
  integer?: boolean;
};

/**
 * A number typed as text (`type="text"` with a numeric keyboard, as GOV.UK advises: a
 * `type="number"` input swallows what it cannot parse and changes value on scroll).
 */
export function NumberField({ integer = false, ...rest }: NumberFieldProps) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      {...rest}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
    />
  );
}

export type MoneyFieldProps = Omit<NumberFieldProps, 'onChange' | 'prefix' | 'value'> & {
  value: string;
  /** The text as typed and its amount (`null` when it is not an amount). */
  onChange: (text: string, amount: number | null) => void;
  /** Decimal places shown after leaving the field (0 for whole dollars). */
  precision?: number;
};

/**
 * A dollar amount: a `$` prefix, any of `12345`, `12,345` or `$12,345.00` accepted, regrouped
 * (`12,345`) when the user leaves the field. What the user typed is never thrown away: text
 * that is not an amount stays as typed for the validation message to explain.
 */
export function MoneyField({ value, onChange, precision = 0, onBlur, ...rest }: MoneyFieldProps) {
  return (
    <NumberField
      {...rest}
      integer={precision === 0}
      prefix="$"
      value={value}
      onChange={(text) => onChange(text, parseMoneyInput(text))}
      onBlur={(e) => {
        const amount = parseMoneyInput(value);
        if (amount !== null) {
          const text = formatMoneyInput(amount, precision);
          if (text !== value) onChange(text, parseMoneyInput(text));
        }
        onBlur?.(e);
      }}
    />
  );
}
