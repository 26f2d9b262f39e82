import { useState, type ReactNode } from 'react';
import {
  PASSWORD_STRENGTH_LABELS,
  passwordRuleStatus,
  passwordStrength,
} from '../domain/validation/password';
import { TextField } from './TextField';
import './kit.css';

export interface PasswordFieldProps {
  /** Id of the password input; the confirmation is `${id}-confirm` unless given. */
  id?: string;
  confirmId?: string;
  label?: ReactNode;
  confirmLabel?: ReactNode;
  value: string;
  confirmValue: string;
  onChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors?: { password?: string; confirmPassword?: string };
  disabled?: boolean;
}

/**
 * New password with a four-bar strength meter and its confirmation. The bars are decoration
 * (`aria-hidden`); the same information is the visible text "Password strength: Fair", linked
 * to the input by `aria-describedby` with the checklist of rules, so it is read on focus rather
 * than shouted on every keystroke. A "Show password" toggle (`aria-pressed`) reveals both inputs.
 */
export function PasswordField({
  id = 'password',
  confirmId = `${id}-confirm`,
  label = 'Create a password',
  confirmLabel = 'Confirm password',
  value,
  confirmValue,
  onChange,
  onConfirmChange,
  errors = {},
  disabled,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const strength = passwordStrength(value);
  const rules = passwordRuleStatus(value);
  const rulesId = `${id}-rules`;
  const strengthId = `${id}-strength`;
  const type = shown ? 'text' : 'password';

  return (
    <div className="kit-password">
      <TextField
        id={id}
        label={label}
        type={type}
        autoComplete="new-password"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={value}
        onChange={onChange}
        error={errors.password}
        disabled={disabled}
        describedByIds={[rulesId, strengthId]}
      />
      <div className="kit-strength" aria-hidden="true" data-strength={strength}>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={
              bar <= strength ? 'kit-strength__bar kit-strength__bar--on' : 'kit-strength__bar'
            }
          />
        ))}
      </div>
      <p className="kit-strength__text" id={strengthId}>
        Password strength: {PASSWORD_STRENGTH_LABELS[strength]}
      </p>
      <ul className="kit-password__rules" id={rulesId} aria-label="Your password needs">
        {rules.map((rule) => (
          <li key={rule.id} className={rule.met ? 'kit-password__rule--met' : undefined}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '• '}</span>
            {rule.label}
            <span className="kit-visually-hidden">{rule.met ? ' (done)' : ' (not yet)'}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="kit-link-button"
        aria-pressed={shown}
        aria-controls={`${id} ${confirmId}`}
        disabled={disabled}
        onClick={() => setShown(!shown)}
      >
        Show password
      </button>
      <TextField
        id={confirmId}
        label={confirmLabel}
        type={type}
        autoComplete="new-password"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={confirmValue}
        onChange={onConfirmChange}
        error={errors.confirmPassword}
        disabled={disabled}
      />
    </div>
  );
}
