import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { addressLookupMachine } from '../../../../machines/registration/address-lookup.machine';
import {
  propertyReviewCalls,
  type ConfirmedProperty,
} from '../../../../machines/step-screen/calls/property';
import type { PropertyCandidate, PropertyCandidates } from '../../../api/property';
import { homeAddressSchema } from '../../../domain/registration';
import { fieldErrors } from '../../../domain/validation';
import {
  AddressTypeahead,
  addressFieldId,
  type AddressErrors,
  type AddressValue,
} from '../../../ui/AddressTypeahead';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
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
  const screen = useStepScreen(useApplicationId(), propertyReviewCalls);
  return (
    <StepScreenFrame title={PROPERTY_REVIEW_TITLE} screen={screen}>
      {(data) => <PropertyForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}

function PropertyForm({ data, screen }: { data: PropertyCandidates; screen: Screen }) {
  const onFile = data.addressOnFile;
  const lookup = useFlowActor(addressLookupMachine);
  const suggestions = useSelector(lookup, (s) => s.context.suggestions);
  const loading = useSelector(lookup, (s) => s.hasTag('loading'));
  const several = data.candidates.length > 0;
  const candidateOf = (choice: string | null) => data.candidates.find((c) => c.id === choice);

  const form = useForm<
    { choice: string | null; address: AddressValue },
    'choice' | keyof AddressValue
  >({
    initial: () => ({
      choice: null,
      address: {
        street1: onFile.street1 ?? '',
        street2: onFile.street2 ?? '',
        city: onFile.city ?? '',
        state: onFile.state ?? '',
        zip: onFile.zip ?? '',
      },
    }),
    fields: ['choice', ...ADDRESS_FIELDS],
    idFor: (field) => (field === 'choice' ? 'propertyChoice' : addressFieldId(ADDRESS_ID, field)),
    validate: ({ choice, address }) => {
      if (several && choice === null) return { choice: CHOOSE_PROPERTY_REQUIRED };
      if (candidateOf(choice)) return {};
      const parsed = homeAddressSchema().safeParse(address);
      return parsed.success ? {} : (fieldErrors(parsed.error) as AddressErrors);
    },
    onValid: ({ choice, address }) => {
      const candidate = candidateOf(choice);
      if (candidate) {
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
      if (parsed.success) screen.submit({ candidateId: null, address: parsed.data });
    },
  });
  const { choice, address } = form.values;
  const errors = form.errors;
  const enteringAddress = !several || choice === OTHER;

  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
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
            onChange={(next) => form.change('choice', next)}
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
          onChange={(next) => form.change('address', next)}
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
