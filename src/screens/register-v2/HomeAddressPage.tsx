import { AddressTypeahead, addressFieldId } from '../../ui/AddressTypeahead';
import { useAddressLookup } from './RegistrationProvider';
import { StepPage } from './StepPage';

const FIELDS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

/** register-v2/home-address: a second home or an investment's owner says where they live. */
export function Component() {
  const lookup = useAddressLookup();
  return (
    <StepPage
      step="homeAddress"
      title="Primary home address?"
      fields={FIELDS}
      idFor={(field) => addressFieldId('homeStreet1', field as (typeof FIELDS)[number])}
    >
      {(values, change, errors) => (
        <AddressTypeahead
          id="homeStreet1"
          label="Home address"
          value={values}
          onChange={(address) => change({ ...values, ...address })}
          onQueryChange={lookup.onQueryChange}
          suggestions={lookup.suggestions}
          loading={lookup.loading}
          errors={errors}
          required
        />
      )}
    </StepPage>
  );
}
