import { liensCalls } from '../../../../machines/step-screen/calls/property';
import type { Lien, Liens } from '../../../api/property';
import {
  checkLienAnswers,
  toLienAnswers,
  type LienAnswer,
  type LienAnswerInput,
  type LienErrors,
  type LienStatus,
} from '../../../domain/property';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { Facts, SupportContact, displayDate, dollars, useApplicationId } from './shared';

export const LIENS_TITLE = 'Confirm the liens on your home';

const LIEN_TYPES: Readonly<Record<string, string>> = {
  FIRST_MORTGAGE: 'First mortgage',
  SECOND_MORTGAGE: 'Second mortgage',
  HELOC: 'Home equity line of credit',
  JUDGMENT: 'Judgment lien',
  OTHER: 'Lien',
};

const OWNER_OPTIONS = [
  { value: 'yes', label: 'Yes, it is mine' },
  { value: 'no', label: 'No, I do not recognize it' },
] as const;

const STATUS_OPTIONS: ReadonlyArray<{ value: LienStatus; label: string; hint: string }> = [
  { value: 'OPEN', label: 'Open', hint: 'I am still paying it.' },
  {
    value: 'PAID_OFF',
    label: 'Paid off',
    hint: 'I paid it in full, but it may still show on the title.',
  },
  { value: 'CLOSED', label: 'Closed', hint: 'The account is closed and the lien was released.' },
];

const fieldId = (lienId: string, field: 'mine' | 'status' | 'paidInFull') => `${lienId}-${field}`;

const LIEN_FIELDS = ['mine', 'status', 'paidInFull'] as const;

/** Each lien's errors by input id (the form's field keys). */
function errorsById(liens: readonly Lien[], errors: LienErrors): Record<string, string> {
  const found: Record<string, string> = {};
  for (const lien of liens) {
    for (const field of LIEN_FIELDS) {
      const message = errors[lien.id]?.[field];
      if (message) found[fieldId(lien.id, field)] = message;
    }
  }
  return found;
}

/** liens (LIEN_VERIFICATION, LIEN_VERIFICATION_INQUIRY): the title search's liens, one by one. */
export function Component() {
  const screen = useStepScreen(useApplicationId(), liensCalls);
  return (
    <StepScreenFrame
      title={LIENS_TITLE}
      screen={screen}
      lead={
        <p>
          Our title search found these liens on your property. Tell us which are yours and where
          each one stands, so we can pay off or account for them at closing.
        </p>
      }
    >
      {(data) => <LiensForm liens={data.liens} screen={screen} />}
    </StepScreenFrame>
  );
}

function LiensForm({
  liens,
  screen,
}: {
  liens: readonly Lien[];
  screen: StepScreen<Liens, LienAnswer[]>;
}) {
  // Field keys are the input ids; the summary names the lien of each message.
  const holders = new Map(
    liens.flatMap((lien) => LIEN_FIELDS.map((field) => [fieldId(lien.id, field), lien.holder])),
  );
  const form = useForm<LienAnswerInput[]>({
    initial: () => liens.map((lien) => ({ id: lien.id, mine: '', status: '', paidInFull: false })),
    fields: [...holders.keys()],
    validate: (answers) => errorsById(liens, checkLienAnswers(answers)),
    summaryMessage: (field, message) => `${holders.get(field)}: ${message}`,
    onValid: (answers) => screen.submit(toLienAnswers(answers)),
  });
  const answers = form.values;

  const change = (index: number, patch: Partial<LienAnswerInput>) => {
    form.setValues((current) =>
      current.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)),
    );
  };

  if (liens.length === 0) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          screen.submit([]);
        }}
      >
        <p>We found no liens on your property. There is nothing to confirm.</p>
        <SubmitRow loading={screen.busy} />
      </form>
    );
  }

  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      {liens.map((lien, index) => {
        const answer = answers[index]!;
        const own = (field: (typeof LIEN_FIELDS)[number]) => form.errors[fieldId(lien.id, field)];
        return (
          <section className="property-card" key={lien.id} aria-labelledby={`${lien.id}-title`}>
            <h2 id={`${lien.id}-title`}>
              {lien.holder}{' '}
              <span className="kit-field__hint">({LIEN_TYPES[lien.type] ?? lien.type})</span>
            </h2>
            <Facts
              items={[
                ['Balance', typeof lien.balance === 'number' ? dollars(lien.balance) : 'Unknown'],
                [
                  'Monthly payment',
                  typeof lien.monthlyPayment === 'number'
                    ? dollars(lien.monthlyPayment)
                    : 'Unknown',
                ],
                ['Recorded', displayDate(lien.recordedOn) || 'Unknown'],
              ]}
            />
            <RadioGroup
              id={fieldId(lien.id, 'mine')}
              legend={`Is the ${lien.holder} lien yours?`}
              options={OWNER_OPTIONS}
              value={answer.mine || null}
              onChange={(value) => change(index, { mine: value as 'yes' | 'no' })}
              error={own('mine')}
              inline
            />
            {answer.mine === 'no' ? (
              <p className="kit-alert">
                Our title team will look into it. You do not need to do anything else for this lien
                now.
              </p>
            ) : null}
            {answer.mine === 'yes' ? (
              <RadioGroup
                id={fieldId(lien.id, 'status')}
                legend="What is its status?"
                options={STATUS_OPTIONS}
                value={answer.status || null}
                onChange={(value) => change(index, { status: value as LienStatus })}
                error={own('status')}
              />
            ) : null}
            {answer.mine === 'yes' && answer.status === 'PAID_OFF' ? (
              <Checkbox
                id={fieldId(lien.id, 'paidInFull')}
                label="I confirm this lien was paid in full."
                hint="Instead of a payoff letter, we take your statement now. We may ask for the letter before closing if the lien is still recorded."
                checked={answer.paidInFull}
                onChange={(checked) => change(index, { paidInFull: checked })}
                error={own('paidInFull')}
              />
            ) : null}
          </section>
        );
      })}
      <SubmitRow loading={screen.busy} />
      <SupportContact />
    </form>
  );
}
