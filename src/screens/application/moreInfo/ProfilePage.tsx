import { useState } from 'react';
import { useParams } from 'react-router';
import { legalNameSchema } from '../../../domain/registration';
import { fieldErrors } from '../../../domain/validation';
import type { NameSuffix } from '../../../domain/validation/name';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { NameFields, nameFieldId, type NameValue } from '../../../ui/NameFields';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import {
  profileCalls,
  type BorrowerAndApplication,
  type ProfileValues,
} from '../../../../machines/step-screen/calls/moreInfo';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import {
  NOT_PROVIDED,
  displayDob,
  fullName,
  occupancyLabel,
  profilePhone,
  propertyLine,
} from './format';
import { SummaryList } from './SummaryList';
import './moreInfo.css';

export const PROFILE_TITLE = 'Basic Info';

const NAME_FIELDS = ['firstName', 'middleName', 'lastName', 'suffix'] as const;

/** What Continue sends: the corrected name, or null when the borrower kept it. */
const SUFFIXES: readonly string[] = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'];

function nameValueOf(data: BorrowerAndApplication): NameValue {
  const name = data.profile.name;
  const suffix = (name?.suffix ?? '').toUpperCase().replace(/\./g, '');
  return {
    firstName: name?.firstName ?? '',
    middleName: name?.middleName ?? '',
    lastName: name?.lastName ?? '',
    suffix: (SUFFIXES.includes(suffix) ? suffix : '') as NameSuffix,
  };
}

const sameName = (a: NameValue, b: NameValue) =>
  NAME_FIELDS.every((field) => a[field].trim() === b[field].trim());

function ProfileForm({
  data,
  screen,
}: {
  data: BorrowerAndApplication;
  screen: StepScreen<BorrowerAndApplication, ProfileValues>;
}) {
  const original = nameValueOf(data);
  const [editing, setEditing] = useState(false);
  /** The corrected name, parsed; null when the name is kept. */
  const parse = (name: NameValue) =>
    !editing || sameName(name, original)
      ? null
      : legalNameSchema({ isProduction: import.meta.env.PROD }).safeParse(name);
  const form = useForm<NameValue, keyof NameValue>({
    initial: original,
    fields: NAME_FIELDS,
    idFor: (field) => nameFieldId(field, 'profile'),
    validate: (name) => {
      const result = parse(name);
      return result && !result.success ? fieldErrors(result.error) : {};
    },
    onValid: (name) => {
      const result = parse(name);
      if (!result) screen.submit({ name: null });
      else if (result.success) screen.submit({ name: result.data as NameValue });
    },
  });
  const { values: name, setValues: setName, errors } = form;
  const { profile, application } = data;
  const phone = profilePhone(profile);

  const cancelEdit = () => {
    setEditing(false);
    setName(original);
    form.setErrors({});
  };

  return (
    <>
      <ErrorSummary {...form.summaryProps} />
      <form noValidate onSubmit={form.submit}>
        <SummaryList
          rows={[
            { label: 'Name', value: fullName(profile.name) },
            { label: 'Date of birth', value: displayDob(profile.dob) },
            { label: 'Phone', value: phone || NOT_PROVIDED },
            { label: 'Email', value: profile.email || NOT_PROVIDED },
            { label: 'Property', value: propertyLine(application.property) },
            { label: 'Occupancy', value: occupancyLabel(application.property?.occupancyType) },
          ]}
        />
        {editing ? (
          <fieldset className="kit-field">
            <legend className="kit-fieldset__legend">Your legal name</legend>
            <p className="kit-field__hint">
              Enter your name exactly as it appears on your government-issued ID.
            </p>
            <NameFields idPrefix="profile" value={name} onChange={setName} errors={errors} />
            <button type="button" className="kit-link-button" onClick={cancelEdit}>
              Keep my name as it was
            </button>
          </fieldset>
        ) : (
          <button type="button" className="kit-link-button" onClick={() => setEditing(true)}>
            My name is not right
          </button>
        )}
        <p className="more-info-note">
          Something else is not right? Continue and we will ask you to confirm your details before
          you submit your application.
        </p>
        <SubmitRow loading={screen.busy} disabled={screen.phase !== 'ready'} />
      </form>
    </>
  );
}

/**
 * start/profile (no status): the borrower's basic information, with a way to correct the legal
 * name; Continue asks for the status again.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, profileCalls);
  return (
    <StepScreenFrame
      title={PROFILE_TITLE}
      screen={screen}
      lead={<p>Please check the information we have about you.</p>}
    >
      {(data) => <ProfileForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}
