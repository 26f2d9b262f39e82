import { AddressTypeahead, addressFieldId } from '../../ui/AddressTypeahead';
import { RadioGroup } from '../../ui/RadioGroup';
import {
  selectDisasterWarning,
  selectLicenceRefusal,
} from '../../../machines/registration/registration.select';
import { RECENT_TRANSFER_NOTE, type OccupancyChoice } from '../../domain/registration';
import { Component as RegistrationLayout } from './RegistrationLayout';
import { useAddressLookup, useHasRegistration, useRegistration } from './RegistrationProvider';
import { StepPage } from './StepPage';

export const OCCUPANCY_OPTIONS = [
  { value: 'HOME', label: 'Primary residence' },
  { value: 'SECONDARY', label: 'Secondary home' },
  { value: 'INVESTMENT', label: 'Investment property' },
] as const;

/** The start page's heading (and its title; the build prerenders it, src/prerender). */
export const START_TITLE = 'Apply for a HELOC';

export const ADDRESS_FIELDS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

/** Shown for a zip in the disaster list (fe-heloc-ca-fires-01-07-2025). Wording is ours. */
export const DISASTER_WARNING =
  'Your property is in an area affected by a recent disaster. We may need a post-disaster inspection of your home before your line can be funded.';

/**
 * Registration start (register-v2 index). Under the register-v2 parent route it is one step;
 * mounted on its own (a flat route) it brings the registration layout and actor with it.
 */
export function Component() {
  const nested = useHasRegistration();
  return nested ? (
    <PropertyStep />
  ) : (
    <RegistrationLayout>
      <PropertyStep />
    </RegistrationLayout>
  );
}

/** Property address and occupancy. */
function PropertyStep() {
  const lookup = useAddressLookup();
  return (
    <StepPage
      step="property"
      title={START_TITLE}
      lede="Apply in 5 minutes, receive funding in 5 days"
      fields={[...ADDRESS_FIELDS, 'occupancyType']}
      idFor={(field) =>
        field === 'occupancyType'
          ? 'occupancyType'
          : addressFieldId('street1', field as (typeof ADDRESS_FIELDS)[number])
      }
      below={(values) => <PropertyNotices state={values.state} zip={values.zip} />}
    >
      {(values, change, errors) => (
        <>
          <AddressTypeahead
            id="street1"
            label="Property address"
            value={values}
            onChange={(address) => change({ ...values, ...address })}
            onQueryChange={lookup.onQueryChange}
            suggestions={lookup.suggestions}
            loading={lookup.loading}
            errors={errors}
            required
          />
          <RadioGroup
            id="occupancyType"
            legend="How do you use this property?"
            options={OCCUPANCY_OPTIONS}
            value={values.occupancyType === 'INIT' ? null : values.occupancyType}
            onChange={(value) => change({ ...values, occupancyType: value as OccupancyChoice })}
            error={errors.occupancyType}
          />
        </>
      )}
    </StepPage>
  );
}

/**
 * The licensed-state refusal and the disaster-zip warning for what is typed, and the 90-day
 * eligibility note (always: the wizard does not ask when the home was bought).
 */
export function PropertyNotices({ state, zip }: { state: string; zip: string }) {
  const refusal = useRegistration((s) => selectLicenceRefusal(s, state));
  const disaster = useRegistration((s) => selectDisasterWarning(s, zip));
  return (
    <>
      {refusal ? (
        <p className="kit-alert kit-alert--error" role="alert">
          {refusal}
        </p>
      ) : null}
      {disaster ? (
        <p className="kit-alert kit-alert--warning" role="status">
          {DISASTER_WARNING}
        </p>
      ) : null}
      <p className="kit-field__hint">{RECENT_TRANSFER_NOTE}</p>
    </>
  );
}
