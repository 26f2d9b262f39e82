import { MARITAL_STATUSES } from '../../../domain/maritalStatus';
import { US_STATES } from '../../../domain/states';
import { EmailField, TextField } from '../../../ui/TextField';
import { PhoneField } from '../../../ui/PhoneField';
import { RadioGroup } from '../../../ui/RadioGroup';
import { Select } from '../../../ui/Select';
import { contactFieldId, type ContactErrors, type ContactValues } from './contactForm';
import { MARITAL_STATUS_LABELS } from './format';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export interface ContactFieldsProps {
  values: ContactValues;
  onChange: (values: ContactValues) => void;
  errors: ContactErrors;
  /** The property's address, read back in the mailing-address question. */
  propertyAddress: string;
  idPrefix?: string;
  disabled?: boolean;
}

/** Phone, e-mail, mailing address and marital status (start/contact and the summary's edit). */
export function ContactFields({
  values,
  onChange,
  errors,
  propertyAddress,
  idPrefix = 'contact',
  disabled,
}: ContactFieldsProps) {
  const id = (field: string) => contactFieldId(field, idPrefix);
  const setMailing = (field: keyof ContactValues['mailing']) => (value: string) =>
    onChange({ ...values, mailing: { ...values.mailing, [field]: value } });
  return (
    <>
      <PhoneField
        id={id('phone')}
        label="Mobile phone"
        hint="We will call or text this number about your application."
        value={values.phone}
        onChange={(phone) => onChange({ ...values, phone })}
        error={errors.phone}
        required
        disabled={disabled}
      />
      <EmailField
        id={id('email')}
        label="Email"
        value={values.email}
        onChange={(email) => onChange({ ...values, email })}
        error={errors.email}
        required
        disabled={disabled}
      />
      <RadioGroup
        id={id('sameAsProperty')}
        legend="Where should we send mail about your loan?"
        options={[
          { value: 'yes', label: 'To the property', hint: propertyAddress },
          { value: 'no', label: 'To another address' },
        ]}
        value={values.sameAsProperty}
        onChange={(choice) =>
          onChange({ ...values, sameAsProperty: choice === 'no' ? 'no' : 'yes' })
        }
        error={errors.sameAsProperty}
        disabled={disabled}
      />
      {values.sameAsProperty === 'no' ? (
        <fieldset className="kit-field more-info-mailing">
          <legend className="kit-fieldset__legend">Mailing address</legend>
          <TextField
            id={id('mailing.street1')}
            label="Street address"
            autoComplete="address-line1"
            required
            value={values.mailing.street1}
            onChange={setMailing('street1')}
            error={errors['mailing.street1']}
            disabled={disabled}
          />
          <TextField
            id={id('mailing.street2')}
            label="Apartment, suite or unit"
            optional
            autoComplete="address-line2"
            value={values.mailing.street2}
            onChange={setMailing('street2')}
            error={errors['mailing.street2']}
            disabled={disabled}
          />
          <TextField
            id={id('mailing.city')}
            label="City"
            autoComplete="address-level2"
            required
            value={values.mailing.city}
            onChange={setMailing('city')}
            error={errors['mailing.city']}
            disabled={disabled}
          />
          <Select
            id={id('mailing.state')}
            label="State"
            placeholder="Select a state"
            autoComplete="address-level1"
            required
            options={STATE_OPTIONS}
            value={values.mailing.state}
            onChange={setMailing('state')}
            error={errors['mailing.state']}
            disabled={disabled}
          />
          <TextField
            id={id('mailing.zip')}
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            inputClassName="kit-field__input--short"
            required
            value={values.mailing.zip}
            onChange={setMailing('zip')}
            error={errors['mailing.zip']}
            disabled={disabled}
          />
        </fieldset>
      ) : null}
      <RadioGroup
        id={id('maritalStatus')}
        legend="Marital status"
        hint="Lenders ask because a spouse may have rights in the property that must be accounted for at closing."
        options={MARITAL_STATUSES.map((status) => ({
          value: status,
          label: MARITAL_STATUS_LABELS[status] ?? status,
        }))}
        value={values.maritalStatus}
        onChange={(status) =>
          onChange({ ...values, maritalStatus: status as ContactValues['maritalStatus'] })
        }
        error={errors.maritalStatus}
        disabled={disabled}
      />
    </>
  );
}
