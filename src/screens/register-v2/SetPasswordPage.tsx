import { selectValues } from '../../../machines/registration/registration.select';
import { useBrand } from '../../app/shell/ShellProvider';
import { TermsConsents } from '../../ui/Consents';
import { PasswordField } from '../../ui/PasswordField';
import { useRegistration } from './RegistrationProvider';
import { StepPage } from './StepPage';

/**
 * register-v2/set-password (legacy auth): password, confirmation and the terms consents.
 *
 * The e-mail given on phone-and-email is the account's username: it sits in the form as a hidden
 * `autocomplete="username"` field so that a password manager saves the new password with it
 * (WCAG 3.3.8, and Chrome's guidance for a password step without its username). Out of view,
 * read-only, out of the tab order and hidden from screen readers: the borrower gave it already and
 * hears it nowhere twice.
 */
export function Component() {
  const brand = useBrand();
  const email = useRegistration((snapshot) => selectValues(snapshot, 'contact').email);
  return (
    <StepPage
      step="password"
      title="Create your password"
      submitLabel="Create account"
      fields={['password', 'confirmPassword', 'termPrivacyConsent', 'communicationConsent']}
      idFor={(field) => (field === 'confirmPassword' ? 'password-confirm' : field)}
    >
      {(values, change, errors) => (
        <>
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            tabIndex={-1}
            aria-hidden="true"
            className="kit-visually-hidden"
          />
          <PasswordField
            value={values.password}
            confirmValue={values.confirmPassword}
            onChange={(password) => change({ ...values, password })}
            onConfirmChange={(confirmPassword) => change({ ...values, confirmPassword })}
            errors={errors}
          />
          <TermsConsents
            brand={brand}
            value={values}
            onChange={(terms) => change({ ...values, ...terms })}
            errors={errors}
          />
        </>
      )}
    </StepPage>
  );
}
