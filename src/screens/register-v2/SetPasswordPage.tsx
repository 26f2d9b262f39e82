import { useBrand } from '../../app/shell/ShellProvider';
import { TermsConsents } from '../../ui/Consents';
import { PasswordField } from '../../ui/PasswordField';
import { StepPage } from './StepPage';

/** register-v2/set-password (legacy auth): password, confirmation and the terms consents. */
export function Component() {
  const brand = useBrand();
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
