import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { US_STATES } from '../domain/states';
import { ErrorMessage, describedBy, errorIdFor, hintIdFor } from './Field';
import { Select } from './Select';
import { TextField } from './TextField';
import './kit.css';

/** A suggestion as the typeahead service returns it (structurally `src/api`'s type). */
export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface AddressValue {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export type AddressErrors = Partial<Record<keyof AddressValue, string>>;

export interface AddressTypeaheadProps {
  /** Id of the street input; the other fields are `${id}-street2`, `${id}-city` … */
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /**
   * The user typed in the street input. The parent (its machine) fetches suggestions, with
   * debouncing and cancellation, and passes them back: this component never fetches.
   */
  onQueryChange: (text: string) => void;
  suggestions: readonly AddressSuggestion[];
  /** The parent is fetching; announced instead of "no results". */
  loading?: boolean;
  /** A suggestion was chosen (after `onChange` with its parts). */
  onSelect?: (suggestion: AddressSuggestion) => void;
  errors?: AddressErrors;
  required?: boolean;
  disabled?: boolean;
}

export const addressFieldId = (id: string, field: keyof AddressValue) =>
  field === 'street1' ? id : `${id}-${field}`;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/**
 * Street address with suggestions: an ARIA 1.2 combobox (input `role="combobox"` with
 * `aria-expanded`, `aria-controls` and `aria-activedescendant`, a `listbox` of `option`s).
 * Keys: Down/Up move through suggestions (opening the list), Enter picks, Escape closes.
 * A toggle reveals Apt/Suite, city, state and ZIP fields; picking a suggestion fills and reveals
 * them so the user can check them; an error on one of them keeps them revealed.
 */
export function AddressTypeahead({
  id = 'street1',
  label = 'Property address',
  hint = 'Start typing, then choose your address from the list',
  value,
  onChange,
  onQueryChange,
  suggestions,
  loading = false,
  onSelect,
  errors = {},
  required,
  disabled,
}: AddressTypeaheadProps) {
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const manualId = `${id}-manual`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [revealed, setRevealed] = useState(false);

  const hiddenFieldError = Boolean(errors.street2 || errors.city || errors.state || errors.zip);
  const showManual = revealed || hiddenFieldError;
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const choose = (suggestion: AddressSuggestion) => {
    onChange({
      street1: suggestion.street1,
      street2: suggestion.street2 ?? value.street2,
      city: suggestion.city,
      state: suggestion.state,
      zip: suggestion.zip,
    });
    onSelect?.(suggestion);
    setOpen(false);
    setActive(-1);
    setRevealed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          // Pick the suggestion instead of submitting the form.
          event.preventDefault();
          choose(suggestions[activeIndex]!);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  const hintId = hint ? hintIdFor(id) : undefined;
  const streetErrorId = errors.street1 ? errorIdFor(id) : undefined;
  let status = '';
  if (open && loading) status = 'Looking up addresses…';
  else if (expanded) {
    status = `${suggestions.length} ${suggestions.length === 1 ? 'address' : 'addresses'} found. Use the up and down arrow keys to review and Enter to choose.`;
  } else if (open && value.street1.trim().length >= 3) status = 'No addresses found.';

  const set = (field: keyof AddressValue) => (next: string) =>
    onChange({ ...value, [field]: next });

  return (
    <div className="kit-address">
      <div className={['kit-field', errors.street1 ? 'kit-field--invalid' : ''].join(' ').trim()}>
        <label className="kit-field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="kit-field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {errors.street1 ? <ErrorMessage id={streetErrorId!}>{errors.street1}</ErrorMessage> : null}
        <div className="kit-combobox">
          <input
            id={id}
            className="kit-field__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={errors.street1 ? true : undefined}
            aria-required={required ? true : undefined}
            aria-describedby={describedBy(hintId, streetErrorId)}
            autoComplete="address-line1"
            spellCheck={false}
            disabled={disabled}
            value={value.street1}
            onChange={(e) => {
              onChange({ ...value, street1: e.target.value });
              onQueryChange(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          <ul
            className="kit-combobox__listbox"
            id={listboxId}
            role="listbox"
            aria-label="Address suggestions"
            hidden={!expanded}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.fullAddress}-${index}`}
                id={optionId(index)}
                className="kit-combobox__option"
                role="option"
                aria-selected={index === activeIndex}
                // Keep focus in the input: the option is picked on mouse down, before blur.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(suggestion);
                }}
              >
                {suggestion.fullAddress}
              </li>
            ))}
          </ul>
        </div>
        <p className="kit-visually-hidden" id={statusId} role="status">
          {status}
        </p>
      </div>

      <button
        type="button"
        className="kit-link-button"
        aria-expanded={showManual}
        aria-controls={manualId}
        disabled={disabled}
        onClick={() => setRevealed(!showManual)}
      >
        {showManual ? 'Hide extra address fields' : 'Add Apt/Suite or enter address manually'}
      </button>

      <div className="kit-address__manual" id={manualId} hidden={!showManual}>
        <TextField
          id={addressFieldId(id, 'street2')}
          label="Apt, suite or unit"
          optional
          autoComplete="address-line2"
          value={value.street2}
          onChange={set('street2')}
          error={errors.street2}
          disabled={disabled}
        />
        <TextField
          id={addressFieldId(id, 'city')}
          label="City"
          autoComplete="address-level2"
          required={required}
          value={value.city}
          onChange={set('city')}
          error={errors.city}
          disabled={disabled}
        />
        <Select
          id={addressFieldId(id, 'state')}
          label="State"
          placeholder="Select a state"
          autoComplete="address-level1"
          required={required}
          options={STATE_OPTIONS}
          value={value.state}
          onChange={set('state')}
          error={errors.state}
          disabled={disabled}
        />
        <TextField
          id={addressFieldId(id, 'zip')}
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          inputClassName="kit-field__input--year"
          required={required}
          value={value.zip}
          onChange={set('zip')}
          error={errors.zip}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
