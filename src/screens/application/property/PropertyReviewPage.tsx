import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { addressLookupMachine } from '../../../../machines/registration/address-lookup.machine';
import {
  getPropertyCandidates,
  type PropertyCandidate,
  type PropertyCandidates,
} from '../../../api/property';
import { homeAddressSchema } from '../../../domain/registration';
import { fieldErrors } from '../../../domain/validation';
import {
  AddressTypeahead,
  addressFieldId,
  type AddressErrors,
  type AddressValue,
} from '../../../ui/AddressTypeahead';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { SupportContact, useApplicationId } from './shared';

export const PROPERTY_REVIEW_TITLE = 'Confirm your property';
export const CHOOSE_PROPERTY_REQUIRED = 'Choose your property, or enter its address'; // (ours)
const OTHER = 'other';
const ADDRESS_FIELDS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
const ADDRESS_ID = 'propertyAddress';

export interface ConfirmedProperty {
  candidateId: string | null;
  address: AddressValue;
}

type Screen = StepScreen<PropertyCandidates, ConfirmedProperty>;

const candidateLabel = (candidate: PropertyCandidate) =>
  [candidate.street1, candidate.street2, candidate.city, `${candidate.state} ${candidate.zip}`]
    .filter(Boolean)
    .join(', ');

/**
 * review-app/property (NO_PROPERTY_FOUND, MULTIPLE_PROPERTIES; step confirm-property): confirm or
 * correct the address we could not match, or choose one of the properties found for it.
 */
export function Component() {
  const screen = useStepScreen<PropertyCandidates, ConfirmedProperty>(useApplicationId(), {
    load: ({ applicationUuid, signal }) => getPropertyCandidates(applicationUuid, { signal }),
    step: 'confirm-property',
    body: (values) => ({ candidateId: values.candidateId, address: values.address }),
  });
  return (
    <StepScreenFrame title={PROPERTY_REVIEW_TITLE} screen={screen}>
      {(data) => <PropertyForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}

function PropertyForm({ data, screen }: { data: PropertyCandidates; screen: Screen }) {
  const onFile = data.addressOnFile;
  const [choice, setChoice] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressValue>({
    street1: onFile.street1 ?? '',
    street2: onFile.street2 ?? '',
    city: onFile.city ?? '',
    state: onFile.state ?? '',
    zip: onFile.zip ?? '',
  });
  const [errors, setErrors] = useState<AddressErrors & { choice?: string }>({});
  const [submits, setSubmits] = useState(0);
  const lookup = useActorRef(addressLookupMachine);
  const suggestions = useSelector(lookup, (s) => s.context.suggestions);
  const loading = useSelector(lookup, (s) => s.hasTag('loading'));

  const several = data.candidates.length > 0;
  const enteringAddress = !several || choice === OTHER;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    if (several && choice === null) {
      setErrors({ choice: CHOOSE_PROPERTY_REQUIRED });
      return;
    }
    const candidate = data.candidates.find((c) => c.id === choice);
    if (candidate) {
      setErrors({});
      screen.submit({
        candidateId: candidate.id,
        address: {
          street1: candidate.street1,
          street2: candidate.street2 ?? '',
          city: candidate.city,
          state: candidate.state,
          zip: candidate.zip,
        },
      });
      return;
    }
    const parsed = homeAddressSchema().safeParse(address);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as AddressErrors);
      return;
    }
    setErrors({});
    screen.submit({ candidateId: null, address: parsed.data });
  };

  const summary = [
    ...(errors.choice ? [{ fieldId: 'propertyChoice', message: errors.choice }] : []),
    ...errorSummaryItems(errors, ADDRESS_FIELDS, (field) =>
      addressFieldId(ADDRESS_ID, field as keyof AddressValue),
    ),
  ];

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} focusKey={submits} />
      {several ? (
        <>
          <p>
            We found more than one property for the address you gave us. Choose the one you are
            borrowing against.
          </p>
          <RadioGroup
            id="propertyChoice"
            legend="Which property is yours?"
            options={[
              ...data.candidates.map((candidate) => ({
                value: candidate.id,
                label: candidateLabel(candidate),
                hint: [
                  candidate.county,
                  candidate.parcelNumber && `Parcel ${candidate.parcelNumber}`,
                ]
                  .filter(Boolean)
                  .join(', '),
              })),
              { value: OTHER, label: 'None of these: I will enter the address' },
            ]}
            value={choice}
            onChange={setChoice}
            error={errors.choice}
          />
        </>
      ) : (
        <p>
          We could not find your property in the public records with the address below. Check it and
          correct anything that is wrong: a missing unit number or a misspelled street is the usual
          cause.
        </p>
      )}
      {enteringAddress ? (
        <AddressTypeahead
          id={ADDRESS_ID}
          label="Property address"
          value={address}
          onChange={setAddress}
          onQueryChange={(text) => lookup.send({ type: 'ADDRESS.QUERY', text })}
          suggestions={suggestions}
          loading={loading}
          errors={errors}
          required
        />
      ) : null}
      <SubmitRow label="Confirm property" loading={screen.busy} />
      <SupportContact />
    </form>
  );
}
