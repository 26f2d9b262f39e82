import { useBrand } from '../../app/shell/ShellProvider';
import { TermsConsents } from '../../ui/Consents';
import { StepPage } from './StepPage';

/** register-v2/login-info (hosted login): the terms/privacy and e-communications consents. */
export function Component() {
  const brand = useBrand();
  return (
    <StepPage
      step="loginInfo"
      title="Review and agree"
      submitLabel="Continue"
      fields={['termPrivacyConsent', 'communicationConsent']}
    >
      {(values, change, errors) => (
        <TermsConsents
          brand={brand}
          value={values}
          onChange={(terms) => change(terms)}
          errors={errors}
        />
      )}
    </StepPage>
  );
}
