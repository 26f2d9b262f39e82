import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { ApplicationSummary } from '../../../api/moreInfo';
import {
  HMDA_TEXT_FIELDS,
  checkHmda,
  fromHmdaBody,
  toHmdaBody,
  type HmdaBody,
  type HmdaTextField,
} from '../../../domain/hmda';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { HmdaDisclosure } from './HmdaDisclosure';
import { HmdaFields, hmdaTextId } from './HmdaFields';
import { loadApplication } from './loaders';
import './moreInfo.css';

export const HMDA_TITLE = 'Demographic Information';

function HmdaForm({
  data,
  screen,
}: {
  data: ApplicationSummary;
  screen: StepScreen<ApplicationSummary, HmdaBody>;
}) {
  const [answers, setAnswers] = useState(() => fromHmdaBody(data.answers?.hmda));
  const [errors, setErrors] = useState<Partial<Record<HmdaTextField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const summary = errorSummaryItems(errors, HMDA_TEXT_FIELDS, (field) =>
    hmdaTextId(field as HmdaTextField),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkHmda(answers);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) screen.submit(toHmdaBody(answers));
  };

  return (
    <>
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      <form noValidate onSubmit={onSubmit}>
        <HmdaFields answers={answers} onChange={setAnswers} errors={errors} />
        <SubmitRow loading={screen.busy} disabled={screen.phase !== 'ready'} />
      </form>
    </>
  );
}

/** start/hmda (HMDA): the federal demographic questions, all optional. */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen<ApplicationSummary, HmdaBody>(applicationId, {
    load: loadApplication,
    step: 'hmda',
    body: (values) => ({ ...values }),
  });
  return (
    <StepScreenFrame title={HMDA_TITLE} screen={screen} lead={<HmdaDisclosure />}>
      {(data) => <HmdaForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}
