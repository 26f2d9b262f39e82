import { useState, type FormEvent } from 'react';
import { getLiens, type Lien, type Liens } from '../../../api/property';
import {
  checkLienAnswers,
  toLienAnswers,
  type LienAnswer,
  type LienAnswerInput,
  type LienErrors,
  type LienStatus,
} from '../../../domain/property';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary, type ErrorSummaryItem } from '../../../ui/ErrorSummary';
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

function summaryItems(liens: readonly Lien[], errors: LienErrors): ErrorSummaryItem[] {
  return liens.flatMap((lien) =>
    (['mine', 'status', 'paidInFull'] as const)
      .filter((field) => errors[lien.id]?.[field])
      .map((field) => ({
        fieldId: fieldId(lien.id, field),
        message: `${lien.holder}: ${errors[lien.id]![field]!}`,
      })),
  );
}

/** liens (LIEN_VERIFICATION, LIEN_VERIFICATION_INQUIRY): the title search's liens, one by one. */
export function Component() {
  const screen = useStepScreen<Liens, LienAnswer[]>(useApplicationId(), {
    load: ({ applicationUuid, signal }) => getLiens(applicationUuid, { signal }),
    step: 'verify-liens',
    body: (liens) => ({ liens }),
  });
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
  const [answers, setAnswers] = useState<LienAnswerInput[]>(() =>
    liens.map((lien) => ({ id: lien.id, mine: '', status: '', paidInFull: false })),
  );
  const [errors, setErrors] = useState<LienErrors>({});
  const [submits, setSubmits] = useState(0);

  const change = (index: number, patch: Partial<LienAnswerInput>) => {
    setAnswers((current) =>
      current.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLienAnswers(answers);
    setErrors(found);
    setSubmits((n) => n + 1);
    if (Object.keys(found).length === 0) screen.submit(toLienAnswers(answers));
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
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summaryItems(liens, errors)} focusKey={submits} />
      {liens.map((lien, index) => {
        const answer = answers[index]!;
        const own = errors[lien.id] ?? {};
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
              error={own.mine}
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
                error={own.status}
              />
            ) : null}
            {answer.mine === 'yes' && answer.status === 'PAID_OFF' ? (
              <Checkbox
                id={fieldId(lien.id, 'paidInFull')}
                label="I confirm this lien was paid in full."
                hint="Instead of a payoff letter, we take your statement now. We may ask for the letter before closing if the lien is still recorded."
                checked={answer.paidInFull}
                onChange={(checked) => change(index, { paidInFull: checked })}
                error={own.paidInFull}
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
