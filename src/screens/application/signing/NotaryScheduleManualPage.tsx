import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { notaryReserveActors } from '../../../../machines/notary-reserve/notary-reserve.actors';
import { notaryReserveHost } from '../../../../machines/notary-reserve/notary-reserve.host';
import {
  notaryReserveMachine,
  type ReserveInput,
  type SlotsAnswer,
} from '../../../../machines/notary-reserve/notary-reserve.machine';
import {
  sameNotaryReserveView,
  selectNotaryReserveView,
} from '../../../../machines/notary-reserve/notary-reserve.select';
import type { MeetingAddress } from '../../../api/notary';
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
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { RadioGroup } from '../../../ui/RadioGroup';
import { Select } from '../../../ui/Select';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { screenPath } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const SCHEDULE_MANUAL_TITLE = 'Schedule your notary appointment';

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
  const form = useForm<FormValues, Field>({
    initial: () => ({
      slot: '',
      where: data.property ? '' : 'other',
      address: { street1: '', street2: '', city: '', state: '', zip: '' },
    }),
    fields: FIELD_ORDER,
    idFor: fieldId,
    validate: (values) =>
      validate(
        values,
        data.slots.some((slot) => slot.startsAt === values.slot),
      ),
    onValid: (values) => {
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
    },
  });
  const { values, setValues, errors } = form;
  const days = slotsByDay(data.slots, timeZone);

  const setAddress = (field: keyof FormValues['address']) => (value: string) => {
    setValues((current) => ({ ...current, address: { ...current.address, [field]: value } }));
    if (field !== 'street2') form.clearError(field);
  };

  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
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
                        form.change('slot', slot.startsAt);
                        form.clearError('slot');
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
          form.change('where', value as FormValues['where']);
          form.clearError('where');
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
        actors: notaryReserveActors,
        actions: notaryReserveHost({
          showReservation: () => {
            void navigate(screenPath(applicationId, 'notary/reserve-manual'));
          },
        }),
      }),
    [navigate, applicationId],
  );
  const actorRef = useFlowActor(machine, { input: { applicationUuid: applicationId } });
  const view = useSelector(actorRef, selectNotaryReserveView, sameNotaryReserveView);
  const { slots, conflict, error } = view;

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {SCHEDULE_MANUAL_TITLE}
      </h1>
      {view.loading ? <Loading label="Loading the free times" /> : null}
      {view.loadFailed ? (
        <LoadFailed
          what="the free times"
          error={error}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {slots && view.showForm ? (
        <ScheduleForm
          data={slots}
          busy={view.busy}
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
