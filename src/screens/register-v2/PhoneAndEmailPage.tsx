import { useBrand } from '../../app/shell/ShellProvider';
import { SmsConsents } from '../../ui/Consents';
import { PhoneField } from '../../ui/PhoneField';
import { EmailField } from '../../ui/TextField';
import { StepPage } from './StepPage';

/** register-v2/phone-and-email: contact details and the optional text-message consents. */
export function Component() {
  const brand = useBrand();
  return (
    <StepPage
      step="contact"
      title="How can we reach you?"
      fields={['email', 'phoneNumber']}
      idFor={(field) => (field === 'phoneNumber' ? 'phone' : field)}
    >
      {(values, change, errors) => (
        <>
          <EmailField
            id="email"
            label="Email"
            value={values.email}
            onChange={(email) => change({ ...values, email })}
            error={errors.email}
            required
          />
          <PhoneField
            id="phone"
            value={values.phoneNumber}
            onChange={(formatted) => change({ ...values, phoneNumber: formatted })}
            error={errors.phoneNumber}
            required
          />
          <SmsConsents
            brand={brand}
            value={values}
            onChange={(sms) => change({ ...values, ...sms })}
          />
        </>
      )}
    </StepPage>
  );
}
