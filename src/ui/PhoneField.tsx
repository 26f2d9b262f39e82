import type { ReactNode } from 'react';
import {
  PHONE_COUNTRIES,
  PHONE_MAX_INPUT_LENGTH,
  US_COUNTRY,
  formatPhone,
  toE164,
  type CountryEntry,
} from '../domain/phone';
import { Field, type FieldStateProps } from './Field';
import './kit.css';

export interface PhoneFieldProps extends FieldStateProps {
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  /** The number as shown, `(555) 123-4567`. */
  value: string;
  /** Every change: the formatted text and, once complete, the E.164 number (else null). */
  onChange: (formatted: string, e164: string | null) => void;
  country?: CountryEntry;
  onCountryChange?: (country: CountryEntry) => void;
  /** Countries offered; only the US for now. */
  countries?: readonly CountryEntry[];
  maxLength?: number;
}

/**
 * Mobile phone: formats to `(xxx) xxx-xxxx` as the user types or pastes (a pasted `+1 555…` or
 * E.164 is understood), caps input at 19 characters and reports E.164 (`+15551234567`) for the
 * services. A country select (US by default, the only entry today) sits beside it.
 */
export function PhoneField({
  id = 'phone',
  label = 'Mobile phone',
  hint,
  value,
  onChange,
  country = US_COUNTRY,
  onCountryChange,
  countries = PHONE_COUNTRIES,
  maxLength = PHONE_MAX_INPUT_LENGTH,
  error,
  required,
  optional,
  readOnly,
  disabled,
}: PhoneFieldProps) {
  const countryId = `${id}-country`;
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
        <div className="kit-phone">
          <label className="kit-visually-hidden" htmlFor={countryId}>
            Country code
          </label>
          <select
            id={countryId}
            className="kit-field__input kit-phone__country"
            value={country.countryCode}
            disabled={disabled || readOnly}
            autoComplete="tel-country-code"
            onChange={(e) => {
              const next = countries.find((c) => c.countryCode === e.target.value);
              if (next) onCountryChange?.(next);
            }}
          >
            {countries.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {`${c.countryCode} +${c.callingCode}`}
              </option>
            ))}
          </select>
          <input
            {...control}
            className="kit-field__input kit-phone__number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={maxLength}
            value={value}
            onChange={(e) => {
              const formatted = formatPhone(e.target.value);
              onChange(formatted, toE164(formatted));
            }}
          />
        </div>
      )}
    </Field>
  );
}
