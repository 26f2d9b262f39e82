import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import type { ContactInfoBody } from '../../../api/moreInfo';
import { useBrand } from '../../../app/shell/ShellProvider';
import { supportPhoneHref } from '../../../domain/brands/helpers';
import {
  HMDA_SECTION_LABELS,
  HMDA_SECTIONS,
  HMDA_TEXT_FIELDS,
  checkHmda,
  fromHmdaBody,
  toHmdaBody,
  type HmdaAnswers,
  type HmdaBody,
  type HmdaTextField,
  describeHmdaSection,
} from '../../../domain/hmda';
import { formatMoney } from '../../../domain/money';
import { formatPhone } from '../../../domain/phone';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import {
  appSummaryCalls,
  type BorrowerAndApplication,
  type SummaryCorrections,
} from '../../../../machines/step-screen/calls/moreInfo';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { ContactFields } from './ContactFields';
import {
  CONTACT_FIELDS,
  contactFieldId,
  contactValuesFrom,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contactForm';
import {
  MARITAL_STATUS_LABELS,
  NOT_PROVIDED,
  addressLine,
  employmentLabel,
  occupancyLabel,
  propertyLine,
} from './format';
import { HmdaFields, hmdaTextId } from './HmdaFields';
import {
  forgetSummaryDraft,
  loadSummaryDraft,
  saveSummaryDraft,
  summaryStorage,
} from './summaryDraft';
import { SummaryList, type SummaryRow } from './SummaryList';
import './moreInfo.css';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const SUMMARY_TITLE = 'Application Summary';
export const SUBMIT_APPLICATION_LABEL = 'Submit application';
/** (ours) */
export const CERTIFY_REQUIRED =
  'Confirm that the information in your application is true and complete';
/** (ours) */
export const FINISH_EDITING = 'Save or cancel your changes before you submit your application';
export const CERTIFY_ID = 'summary-certify';
/** (ours) The link to document/disclosures, opened in the app (status companion of this page). */
export const REVIEW_DISCLOSURES_LABEL = 'Review your disclosures';

export function disclosuresPath(applicationUuid: string): string {
  return applicationScreenPath(applicationUuid, 'document/disclosures');
}

type Editable = 'contact' | 'hmda';

/**
 * The summary's calls, with its tab draft forgotten by the chart once the lender has the
 * submission (the step screen's `done`), not by a view effect.
 */
const summaryCalls = { ...appSummaryCalls, forget: forgetSummaryDraft };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function contactRows(contact: unknown, property: string): SummaryRow[] {
  if (!isRecord(contact)) return [{ label: 'Contact details', value: NOT_PROVIDED }];
  const mailing = contact.mailingAddressSameAsProperty
    ? `Same as the property (${property})`
    : addressLine(isRecord(contact.mailingAddress) ? contact.mailingAddress : null);
  const marital = typeof contact.maritalStatus === 'string' ? contact.maritalStatus : '';
  return [
    {
      label: 'Mobile phone',
      value:
        typeof contact.phoneNumber === 'string' ? formatPhone(contact.phoneNumber) : NOT_PROVIDED,
    },
    { label: 'Email', value: typeof contact.email === 'string' ? contact.email : NOT_PROVIDED },
    { label: 'Mailing address', value: mailing },
    { label: 'Marital status', value: MARITAL_STATUS_LABELS[marital] ?? NOT_PROVIDED },
  ];
}

function offerRows(application: BorrowerAndApplication['application']): SummaryRow[] {
  const { amount, uwCalculatedDrawAmount, rate, term, rateType } = application;
  if (!amount) return [{ label: 'Your line', value: 'No offer has been chosen yet' }];
  return [
    { label: 'Line amount', value: formatMoney(amount, 0) },
    {
      label: 'First draw',
      value: uwCalculatedDrawAmount ? formatMoney(uwCalculatedDrawAmount, 0) : NOT_PROVIDED,
    },
    {
      label: 'APR',
      value: rate
        ? `${rate.toFixed(2)}%${rateType === 'VARIABLE' ? ' (variable)' : ' (fixed)'}`
        : NOT_PROVIDED,
    },
    { label: 'Term', value: term ? `${term} years` : NOT_PROVIDED },
  ];
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="more-info-section" aria-labelledby={`${id}-title`}>
      <div className="more-info-section__header">
        <h2 id={`${id}-title`} tabIndex={-1}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function SummaryForm({
  data,
  screen,
}: {
  data: BorrowerAndApplication;
  screen: StepScreen<BorrowerAndApplication, SummaryCorrections>;
}) {
  const brand = useBrand();
  const { application, profile } = data;
  const answers = application.answers ?? {};
  const property = propertyLine(application.property);

  // What this tab kept of the corrections before a reload (issue 17), read once.
  const [kept] = useState(() => {
    const storage = summaryStorage();
    return storage ? loadSummaryDraft(storage, application.uuid, profile) : null;
  });
  // Corrections made here (sent with the submission); null: as the earlier step recorded it.
  const [contact, setContact] = useState<ContactInfoBody | null>(kept?.contact ?? null);
  const [hmda, setHmda] = useState<HmdaBody | null>(kept?.hmda ?? null);
  const [editing, setEditing] = useState<Editable | null>(kept?.editing ?? null);

  const shownContact: unknown = contact ?? answers['contact-info'];
  const shownHmda = fromHmdaBody(hmda ?? answers.hmda);

  // After an editor closes, its section heading takes focus (once the summary is back on screen).
  const pendingFocus = useRef<Editable | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    document.getElementById(`summary-${pendingFocus.current}-title`)?.focus();
    pendingFocus.current = null;
  });
  const focusSection = (section: Editable) => {
    pendingFocus.current = section;
  };

  // Three forms (the two editors and the submission) with one error summary above them all.
  const submitForm = useForm({
    initial: false,
    fields: ['editing', CERTIFY_ID],
    idFor: (field) => (field === 'editing' ? `summary-${editing ?? 'contact'}-save` : field),
    validate: (certified) => ({
      editing: editing ? FINISH_EDITING : undefined,
      [CERTIFY_ID]: certified ? undefined : CERTIFY_REQUIRED,
    }),
    onValid: () => screen.submit({ contactInfo: contact, hmda }),
  });
  /** An editor closed: back to the summary, its section heading focused. */
  const closeEditor = (section: Editable) => {
    setEditing(null);
    submitForm.setErrors({});
    focusSection(section);
  };
  const contactForm = useForm<ContactValues | null, keyof ContactErrors>({
    initial: kept?.contactDraft ?? null,
    fields: CONTACT_FIELDS,
    idFor: (field) => contactFieldId(field, 'summary-contact'),
    validate: (draft) => {
      const result = draft ? validateContact(draft) : null;
      return result && !result.ok ? result.errors : {};
    },
    onValid: (draft) => {
      const result = draft ? validateContact(draft) : null;
      if (!result?.ok) return;
      setContact(result.body);
      closeEditor('contact');
    },
  });
  const hmdaForm = useForm<HmdaAnswers | null, HmdaTextField>({
    initial: kept?.hmdaDraft ?? null,
    fields: HMDA_TEXT_FIELDS,
    idFor: (field) => hmdaTextId(field, 'summary-hmda'),
    validate: (draft) => (draft ? checkHmda(draft) : {}),
    onValid: (draft) => {
      if (!draft) return;
      setHmda(toHmdaBody(draft));
      closeEditor('hmda');
    },
  });
  const { values: contactDraft, setValues: setContactDraft, errors: contactErrors } = contactForm;
  const { values: hmdaDraft, setValues: setHmdaDraft, errors: hmdaErrors } = hmdaForm;
  const { values: certified, setValues: setCertified, errors: formErrors } = submitForm;

  // The unsaved corrections follow every change into the tab's storage, so a reload keeps them
  // (issue 17). Once the lender has the submission the chart forgets them (`summaryCalls`); from
  // the moment it is sent nothing here changes, so nothing is written again.
  useEffect(() => {
    if (screen.phase !== 'ready') return;
    const storage = summaryStorage();
    if (!storage) return;
    saveSummaryDraft(storage, application.uuid, {
      contact,
      hmda,
      editing,
      contactDraft,
      hmdaDraft,
    });
  }, [application.uuid, screen.phase, contact, hmda, editing, contactDraft, hmdaDraft]);

  const startEdit = (section: Editable) => {
    setEditing(section);
    submitForm.setErrors({});
    contactForm.setErrors({});
    hmdaForm.setErrors({});
    if (section === 'contact') setContactDraft(contactValuesFrom(profile, shownContact));
    else setHmdaDraft(shownHmda);
  };

  const cancelEdit = () => {
    const section = editing;
    setEditing(null);
    submitForm.setErrors({});
    // The closed editor's errors are not shown any more (nor in the page title).
    contactForm.setErrors({});
    hmdaForm.setErrors({});
    if (section) focusSection(section);
  };

  const editorSummary =
    editing === 'contact' ? contactForm.summary : editing === 'hmda' ? hmdaForm.summary : [];
  const summary = [...submitForm.summary, ...editorSummary];
  const attempts = submitForm.attempts + contactForm.attempts + hmdaForm.attempts;

  const changeButton = (section: Editable, label: string) =>
    editing === section ? null : (
      <button
        type="button"
        id={`summary-${section}-change`}
        className="kit-link-button"
        disabled={screen.busy}
        onClick={() => startEdit(section)}
      >
        Change <span className="kit-visually-hidden">{label}</span>
      </button>
    );

  const callUs = (
    <p className="more-info-note">
      To change this, call us at <a href={supportPhoneHref(brand)}>{brand.support.phone}</a>: a
      change here means we review your application again.
    </p>
  );

  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempts} />
      <p>Check your answers before you submit your application.</p>

      <Section id="summary-property" title="Property">
        <SummaryList
          rows={[
            { label: 'Address', value: property },
            { label: 'Occupancy', value: occupancyLabel(application.property?.occupancyType) },
          ]}
        />
        {callUs}
      </Section>

      <Section id="summary-income" title="Income and employment">
        <SummaryList
          rows={[
            {
              label: 'Annual income',
              value:
                application.income?.incomePrimary != null
                  ? formatMoney(application.income.incomePrimary, 0)
                  : NOT_PROVIDED,
            },
            {
              label: 'Other annual income',
              value: formatMoney(application.income?.incomeOther ?? 0, 0),
            },
            { label: 'Employment', value: employmentLabel(application.income?.employmentType) },
          ]}
        />
        {callUs}
      </Section>

      <Section id="summary-offer" title="Your line">
        <SummaryList rows={offerRows(application)} />
      </Section>

      <Section
        id="summary-contact"
        title="Contact details"
        action={changeButton('contact', 'contact details')}
      >
        {editing === 'contact' && contactDraft ? (
          <form noValidate onSubmit={contactForm.submit} aria-label="Change contact details">
            <ContactFields
              idPrefix="summary-contact"
              values={contactDraft}
              onChange={setContactDraft}
              errors={contactErrors}
              propertyAddress={property}
            />
            <SubmitRow label="Save contact details">
              <button
                type="button"
                className="kit-button kit-button--secondary"
                onClick={cancelEdit}
              >
                Cancel
              </button>
            </SubmitRow>
          </form>
        ) : (
          <SummaryList rows={contactRows(shownContact, property)} />
        )}
      </Section>

      <Section
        id="summary-hmda"
        title="Demographic information"
        action={changeButton('hmda', 'demographic information')}
      >
        {editing === 'hmda' && hmdaDraft ? (
          <form noValidate onSubmit={hmdaForm.submit} aria-label="Change demographic information">
            <HmdaFields
              idPrefix="summary-hmda"
              answers={hmdaDraft}
              onChange={setHmdaDraft}
              errors={hmdaErrors}
            />
            <SubmitRow label="Save demographic information">
              <button
                type="button"
                className="kit-button kit-button--secondary"
                onClick={cancelEdit}
              >
                Cancel
              </button>
            </SubmitRow>
          </form>
        ) : (
          <SummaryList
            rows={HMDA_SECTIONS.map((section) => ({
              label: HMDA_SECTION_LABELS[section],
              value: describeHmdaSection(shownHmda, section),
            }))}
          />
        )}
      </Section>

      <p className="more-info-note">
        <Link to={disclosuresPath(application.uuid)}>{REVIEW_DISCLOSURES_LABEL}</Link>: the
        disclosures that come with your application, to read before you submit it.
      </p>

      <form noValidate onSubmit={submitForm.submit} aria-label="Submit your application">
        <Checkbox
          id={CERTIFY_ID}
          checked={certified}
          onChange={setCertified}
          required
          error={formErrors[CERTIFY_ID]}
          label={`I certify that the information in this application is true and complete, and I authorize ${brand.companyName} to verify it, including by obtaining my credit report.`}
          hint="Submitting your application lets us check your credit with a hard credit inquiry, which may affect your credit score."
        />
        {formErrors.editing && editing ? (
          <p className="kit-field__error">{FINISH_EDITING}</p>
        ) : null}
        <SubmitRow
          label={SUBMIT_APPLICATION_LABEL}
          loading={screen.busy}
          disabled={screen.phase !== 'ready'}
        />
      </form>
    </>
  );
}

/**
 * start/app-summary (APP_SUBMISSION, GEN_SUMMARY_DISCLOSURE): check your answers, correct the
 * contact details or demographic answers in place, certify, and submit (the lender then runs the
 * hard credit pull, which the layout waits for).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, summaryCalls);
  return (
    <StepScreenFrame title={SUMMARY_TITLE} screen={screen}>
      {(data) => <SummaryForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}
