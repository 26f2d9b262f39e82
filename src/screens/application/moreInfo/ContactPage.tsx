import { useParams } from 'react-router';
import type { ContactInfoBody } from '../../../api/moreInfo';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import {
  contactCalls,
  type BorrowerAndApplication,
} from '../../../../machines/step-screen/calls/moreInfo';
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
import './moreInfo.css';

export const CONTACT_TITLE = 'Contact Info';

function ContactForm({
  data,
  screen,
}: {
  data: BorrowerAndApplication;
  screen: StepScreen<BorrowerAndApplication, ContactInfoBody>;
}) {
  const form = useForm({
    initial: () => contactValuesFrom(data.profile, data.application.answers?.['contact-info']),
    fields: CONTACT_FIELDS,
    idFor: contactFieldId,
    validate: (values): ContactErrors => {
      const result = validateContact(values);
      return result.ok ? {} : result.errors;
    },
    onValid: (values) => {
      const result = validateContact(values);
      if (result.ok) screen.submit(result.body);
    },
  });
  const { values, setValues, errors } = form;

  return (
    <>
      <ErrorSummary {...form.summaryProps} />
      <form noValidate onSubmit={form.submit}>
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
  const screen = useStepScreen(applicationId, contactCalls);
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
