import { savePhoneTask } from '../../../../machines/conditions/condition-answer.actors';
import type { ConditionView } from '../../../domain/conditions';
import { formatPhone, toE164 } from '../../../domain/phone';
import { checkPhone } from '../../../domain/validation/phone';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { PhoneField } from '../../../ui/PhoneField';
import { SubmitRow } from '../../../ui/SubmitRow';
import { ConditionFrame } from './ConditionFrame';
import { useConditionAnswer } from './useConditionAnswer';

export const PHONE_PAGE_TITLE = 'Phone Number';
const PHONE_ID = 'condition-phone';

/** The toast after the number is saved (ours: the spec shows none). */
export const PHONE_SAVED_MESSAGE = 'Your phone number was saved.';

function PhoneForm({
  applicationUuid,
  condition,
}: {
  applicationUuid: string;
  condition: ConditionView;
}) {
  const answer = useConditionAnswer(
    applicationUuid,
    condition.uuid,
    savePhoneTask,
    undefined,
    PHONE_SAVED_MESSAGE,
  );
  const form = useForm({
    initial: '',
    fields: [PHONE_ID],
    validate: (phone) => ({ [PHONE_ID]: checkPhone(phone) }),
    onValid: (phone) => {
      const e164 = toE164(formatPhone(phone)) ?? phone;
      answer.submit([{ key: `phone:${e164}`, payload: e164 }]);
    },
  });

  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      <PhoneField
        id={PHONE_ID}
        value={form.values}
        onChange={(formatted) => {
          form.setValues(formatted);
          form.clearError(PHONE_ID);
        }}
        hint="10 digits, for example (555) 123-4567. We'll only use it about your application."
        error={form.errors[PHONE_ID]}
        disabled={answer.busy}
        required
      />
      <div role="alert" className={answer.errorMessage ? 'kit-alert kit-alert--error' : undefined}>
        {answer.errorMessage ? <p>{answer.errorMessage}</p> : null}
      </div>
      <SubmitRow
        label="Save Phone Number"
        loadingLabel="Saving"
        loading={answer.busy || answer.finished}
      />
    </form>
  );
}

/** /{uuid}/conditions/phone-number?conditionUuid=…: MISSING_PHONE_NUMBER. */
export function Component() {
  return (
    <ConditionFrame pageTitle={PHONE_PAGE_TITLE}>
      {({ applicationUuid, condition }) =>
        condition.action === 'phone' ? (
          <PhoneForm key={condition.uuid} applicationUuid={applicationUuid} condition={condition} />
        ) : (
          <p>This item does not ask for a phone number. Go back to your conditions to answer it.</p>
        )
      }
    </ConditionFrame>
  );
}
