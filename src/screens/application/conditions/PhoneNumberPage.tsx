import { useState, type FormEvent } from 'react';
import type { RunTaskInput } from '../../../../machines/conditions/condition-answer.machine';
import { savePhoneAlias } from '../../../api/identity';
import type { ConditionView } from '../../../domain/conditions';
import { formatPhone, toE164 } from '../../../domain/phone';
import { checkPhone } from '../../../domain/validation/phone';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { PhoneField } from '../../../ui/PhoneField';
import { SubmitRow } from '../../../ui/SubmitRow';
import { ConditionFrame } from './ConditionFrame';
import { useConditionAnswer } from './useConditionAnswer';

export const PHONE_PAGE_TITLE = 'Phone Number';
const PHONE_ID = 'condition-phone';

/** Saves the number as the identity's Phone alias (spec §5: "sent with type Phone"). */
async function runSavePhone({ task }: RunTaskInput, signal: AbortSignal) {
  await savePhoneAlias(task.payload as string, { signal });
  return null;
}

function PhoneForm({
  applicationUuid,
  condition,
}: {
  applicationUuid: string;
  condition: ConditionView;
}) {
  const answer = useConditionAnswer(applicationUuid, condition.uuid, runSavePhone);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = checkPhone(phone);
    setError(message);
    setAttempts((count) => count + 1);
    if (message) return;
    const e164 = toE164(formatPhone(phone)) ?? phone;
    answer.submit([{ key: `phone:${e164}`, payload: e164 }]);
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={error ? [{ fieldId: PHONE_ID, message: error }] : []}
        focusKey={attempts}
      />
      <PhoneField
        id={PHONE_ID}
        value={phone}
        onChange={(formatted) => {
          setPhone(formatted);
          if (error) setError(undefined);
        }}
        hint="10 digits, for example (555) 123-4567. We'll only use it about your application."
        error={error}
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
