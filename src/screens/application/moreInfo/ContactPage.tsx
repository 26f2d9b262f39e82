import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { ContactInfoBody } from '../../../api/moreInfo';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { ContactFields } from './ContactFields';
import {
  CONTACT_FIELDS,
  contactFieldId,
  contactValuesFrom,
  validateContact,
  type ContactErrors,
} from './contactForm';
import { propertyLine } from './format';
import { loadBorrowerAndApplication, type BorrowerAndApplication } from './loaders';
import './moreInfo.css';

export const CONTACT_TITLE = 'Contact Info';

function ContactForm({
  data,
  screen,
}: {
  data: BorrowerAndApplication;
  screen: StepScreen<BorrowerAndApplication, ContactInfoBody>;
}) {
  const [values, setValues] = useState(() =>
    contactValuesFrom(data.profile, data.application.answers?.['contact-info']),
  );
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempt, setAttempt] = useState(0);
  const summary = errorSummaryItems(errors, CONTACT_FIELDS, (field) => contactFieldId(field));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateContact(values);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    screen.submit(result.body);
  };

  return (
    <>
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      <form noValidate onSubmit={onSubmit}>
        <ContactFields
          values={values}
          onChange={setValues}
          errors={errors}
          propertyAddress={propertyLine(data.application.property)}
        />
        <SubmitRow loading={screen.busy} disabled={screen.phase !== 'ready'} />
      </form>
    </>
  );
}

/** start/contact (COLLECT_ADDITIONAL_INFO): the contact details a lender needs before submission. */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen<BorrowerAndApplication, ContactInfoBody>(applicationId, {
    load: loadBorrowerAndApplication,
    step: 'contact-info',
    body: (values) => ({ ...values }),
  });
  return (
    <StepScreenFrame
      title={CONTACT_TITLE}
      screen={screen}
      lead={<p>Please confirm how we can reach you about your application.</p>}
    >
      {(data) => <ContactForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}
