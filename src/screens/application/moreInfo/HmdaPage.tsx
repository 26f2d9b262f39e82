import { useParams } from 'react-router';
import type { ApplicationSummary } from '../../../api/moreInfo';
import {
  HMDA_TEXT_FIELDS,
  checkHmda,
  fromHmdaBody,
  toHmdaBody,
  type HmdaAnswers,
  type HmdaBody,
  type HmdaTextField,
} from '../../../domain/hmda';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { hmdaCalls } from '../../../../machines/step-screen/calls/moreInfo';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { HmdaDisclosure } from './HmdaDisclosure';
import { HmdaFields, hmdaTextId } from './HmdaFields';
import './moreInfo.css';

export const HMDA_TITLE = 'Demographic Information';

function HmdaForm({
  data,
  screen,
}: {
  data: ApplicationSummary;
  screen: StepScreen<ApplicationSummary, HmdaBody>;
}) {
  const form = useForm<HmdaAnswers, HmdaTextField>({
    initial: () => fromHmdaBody(data.answers?.hmda),
    fields: HMDA_TEXT_FIELDS,
    idFor: hmdaTextId,
    validate: checkHmda,
    onValid: (answers) => screen.submit(toHmdaBody(answers)),
  });

  return (
    <>
      <ErrorSummary {...form.summaryProps} />
      <form noValidate onSubmit={form.submit}>
        <HmdaFields answers={form.values} onChange={form.setValues} errors={form.errors} />
        <SubmitRow loading={screen.busy} disabled={screen.phase !== 'ready'} />
      </form>
    </>
  );
}

/** start/hmda (HMDA): the federal demographic questions, all optional. */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, hmdaCalls);
  return (
    <StepScreenFrame title={HMDA_TITLE} screen={screen} lead={<HmdaDisclosure />}>
      {(data) => <HmdaForm data={data} screen={screen} />}
    </StepScreenFrame>
  );
}
