import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  notaryReserveMachine,
  type NotaryReserveMachine,
  type ReserveCallInput,
  type ReserveInput,
  type SlotsAnswer,
} from '../../../../machines/notary-reserve/notary-reserve.machine';
import { errorMessageOf } from '../../../../machines/step-screen/step-screen.select';
import { getApplication } from '../../../api/application';
import {
  getNotarySlots,
  reserveNotary,
  type MeetingAddress,
  type NotaryReservation,
} from '../../../api/notary';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  ADDRESS_CHOICE_REQUIRED,
  defaultTimeZone,
  manualNotaryFeeText,
  NOTARY_TIME_ZONES,
  SLOT_REQUIRED,
  SLOT_TAKEN_MESSAGE,
  slotsByDay,
  slotTimeText,
} from '../../../domain/notary';
import { checkCity, checkState, checkStreet, checkZip } from '../../../domain/validation/address';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { RadioGroup } from '../../../ui/RadioGroup';
import { Select } from '../../../ui/Select';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { screenPath } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const SCHEDULE_MANUAL_TITLE = 'Schedule your notary appointment';

type Snapshot = SnapshotFrom<NotaryReserveMachine>;
const selectPhase = (s: Snapshot) => String(s.value);
const selectSlots = (s: Snapshot) => s.context.slots;
const selectConflict = (s: Snapshot) => s.context.conflict;
const selectError = (s: Snapshot) =>
  s.context.error === null ? null : errorMessageOf(s.context.error);

type Field = 'slot' | 'where' | 'street1' | 'city' | 'state' | 'zip';
const FIELD_ORDER: readonly Field[] = ['slot', 'where', 'street1', 'city', 'state', 'zip'];
const fieldId = (field: string) => `notary-${field}`;

interface FormValues {
  slot: string;
  where: '' | 'property' | 'other';
  address: { street1: string; street2: string; city: string; state: string; zip: string };
}

function addressLine(address: MeetingAddress): string {
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`]
    .filter(Boolean)
    .join(', ');
}

function validate(values: FormValues, slotStillFree: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.slot || !slotStillFree) errors.slot = SLOT_REQUIRED;
  if (!values.where) errors.where = ADDRESS_CHOICE_REQUIRED;
  if (values.where === 'other') {
    const street = checkStreet(values.address.street1);
    if (street) errors.street1 = street;
    const city = values.address.city.trim() === '' ? 'Required' : checkCity(values.address.city);
    if (city) errors.city = city;
    const state = checkState(values.address.state);
    if (state) errors.state = state;
    const zip = checkZip(values.address.zip);
    if (zip) errors.zip = zip;
  }
  return errors;
}

function ScheduleForm({
  data,
  busy,
  conflict,
  error,
  onReserve,
}: {
  data: SlotsAnswer;
  busy: boolean;
  conflict: boolean;
  error: string | null;
  onReserve: (values: ReserveInput['values']) => void;
}) {
  const [timeZone, setTimeZone] = useState(() =>
    defaultTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const [values, setValues] = useState<FormValues>({
    slot: '',
    where: data.property ? '' : 'other',
    address: { street1: '', street2: '', city: '', state: '', zip: '' },
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempts, setAttempts] = useState(0);
  const slotStillFree = data.slots.some((slot) => slot.startsAt === values.slot);
  const days = slotsByDay(data.slots, timeZone);

  const setAddress = (field: keyof FormValues['address']) => (value: string) => {
    setValues((current) => ({ ...current, address: { ...current.address, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, slotStillFree);
    setErrors(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    const address: MeetingAddress =
      values.where === 'property' && data.property
        ? data.property
        : {
            street1: values.address.street1.trim(),
            street2: values.address.street2.trim() || null,
            city: values.address.city.trim(),
            state: values.address.state.trim().toUpperCase(),
            zip: values.address.zip.trim(),
          };
    onReserve({ startsAt: values.slot, timeZone, address });
  };

  const summary = errorSummaryItems(errors, FIELD_ORDER, fieldId);
  return (
    <form noValidate onSubmit={submit}>
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempts} /> : null}
      <div role="alert">
        {conflict ? <p className="kit-alert kit-alert--error">{SLOT_TAKEN_MESSAGE}</p> : null}
        {error ? (
          <p className="kit-alert kit-alert--error">We could not book the appointment. {error}</p>
        ) : null}
      </div>
      <p>
        The notary fee is <strong>{manualNotaryFeeText()}</strong>, paid from your loan at closing.
      </p>
      <Select
        id="notary-time-zone"
        label="Show times in"
        options={NOTARY_TIME_ZONES.map((zone) => ({
          value: zone.value,
          label: `${zone.label} time`,
        }))}
        value={timeZone}
        onChange={(value) => setTimeZone(defaultTimeZone(value))}
      />
      <fieldset
        className="kit-field signing-slots"
        aria-describedby={errors.slot ? 'notary-slot-error' : undefined}
      >
        <legend className="kit-fieldset__legend">Choose a time</legend>
        {errors.slot ? (
          <p className="kit-field__error" id="notary-slot-error">
            {errors.slot}
          </p>
        ) : null}
        {days.length === 0 ? (
          <p>No times are free in the next 10 business days. Please call us.</p>
        ) : null}
        {days.map((day, dayIndex) => (
          <fieldset className="signing-slots__day" key={day.day}>
            <legend>{day.day}</legend>
            <div className="signing-slots__times">
              {day.slots.map((slot, index) => {
                const id =
                  dayIndex === 0 && index === 0 ? fieldId('slot') : `notary-slot-${slot.startsAt}`;
                return (
                  <label className="signing-slots__time" key={slot.startsAt} htmlFor={id}>
                    <input
                      className="kit-radio__input"
                      type="radio"
                      id={id}
                      name="notary-slot"
                      value={slot.startsAt}
                      checked={values.slot === slot.startsAt}
                      onChange={() => {
                        setValues((current) => ({ ...current, slot: slot.startsAt }));
                        setErrors((current) => ({ ...current, slot: undefined }));
                      }}
                    />
                    {slotTimeText(slot.startsAt, timeZone)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <RadioGroup
        id={fieldId('where')}
        legend="Where should the notary meet you?"
        options={[
          ...(data.property
            ? [{ value: 'property', label: `At the property: ${addressLine(data.property)}` }]
            : []),
          { value: 'other', label: 'At another address' },
        ]}
        value={values.where}
        error={errors.where}
        onChange={(value) => {
          setValues((current) => ({ ...current, where: value as FormValues['where'] }));
          setErrors((current) => ({ ...current, where: undefined }));
        }}
      />
      {values.where === 'other' ? (
        <>
          <TextField
            id={fieldId('street1')}
            label="Street address"
            autoComplete="address-line1"
            value={values.address.street1}
            error={errors.street1}
            onChange={setAddress('street1')}
          />
          <TextField
            id={fieldId('street2')}
            label="Apartment, suite or unit"
            optional
            autoComplete="address-line2"
            value={values.address.street2}
            onChange={setAddress('street2')}
          />
          <TextField
            id={fieldId('city')}
            label="City"
            autoComplete="address-level2"
            value={values.address.city}
            error={errors.city}
            onChange={setAddress('city')}
          />
          <TextField
            id={fieldId('state')}
            label="State (two letters)"
            autoComplete="address-level1"
            inputClassName="kit-field__input--short"
            value={values.address.state}
            error={errors.state}
            onChange={setAddress('state')}
          />
          <TextField
            id={fieldId('zip')}
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            inputClassName="kit-field__input--short"
            value={values.address.zip}
            error={errors.zip}
            onChange={setAddress('zip')}
          />
        </>
      ) : null}
      <SubmitRow label="Reserve appointment" loadingLabel="Reserving" loading={busy} />
    </form>
  );
}

/**
 * notary/schedule-manual: free slots over the next 10 business days in the borrower's time zone,
 * a meeting address, Reserve (machines/notary-reserve); then the confirmation on
 * notary/reserve-manual.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const navigate = useNavigate();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SCHEDULE_MANUAL_TITLE);
  const machine = useMemo(
    () =>
      notaryReserveMachine.provide({
        actors: {
          loadSlots: fromPromise<SlotsAnswer, ReserveCallInput>(async ({ input, signal }) => {
            const [slots, application] = await Promise.all([
              getNotarySlots(input.applicationUuid, { signal }),
              getApplication(input.applicationUuid, { signal }),
            ]);
            const property = application.property;
            return {
              ...slots,
              property:
                property?.street1 && property.city && property.state && property.zip
                  ? {
                      street1: property.street1,
                      street2: property.street2 || null,
                      city: property.city,
                      state: property.state,
                      zip: property.zip,
                    }
                  : null,
            };
          }),
          reserve: fromPromise<NotaryReservation, ReserveInput>(({ input, signal }) =>
            reserveNotary(input.applicationUuid, input.values, { signal }),
          ),
        },
        actions: {
          reserved: () => {
            void navigate(screenPath(applicationId, 'notary/reserve-manual'));
          },
        },
      }),
    [navigate, applicationId],
  );
  const actorRef = useActorRef(machine, { input: { applicationUuid: applicationId } });
  const phase = useSelector(actorRef, selectPhase);
  const slots = useSelector(actorRef, selectSlots);
  const conflict = useSelector(actorRef, selectConflict);
  const error = useSelector(actorRef, selectError);

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {SCHEDULE_MANUAL_TITLE}
      </h1>
      {phase === 'loading' ? <Loading label="Loading the free times" /> : null}
      {phase === 'loadFailed' ? (
        <LoadFailed
          what="the free times"
          error={error}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {slots && phase !== 'loading' && phase !== 'loadFailed' ? (
        <ScheduleForm
          data={slots}
          busy={phase === 'reserving' || phase === 'refreshing' || phase === 'reserved'}
          conflict={conflict}
          error={error}
          onReserve={(values) => actorRef.send({ type: 'RESERVE', values })}
        />
      ) : null}
      <p className="signing-links">
        <Link to={screenPath(applicationId, 'notary/reserve-manual')}>Back</Link>
      </p>
    </section>
  );
}
