import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  readSignerConditions,
  signerConditionAnswerActors,
} from '../../../machines/signer/signer-steps.actors';
import type { ConditionsAnswer } from '../../../machines/conditions/conditions.machine';
import {
  SIGNER_CONDITIONS_LIST_PATH,
  signerConditionView,
  visibleConditions,
} from '../../domain/conditions';
import { signerScreenPath } from '../../domain/signer';
import { Link } from '../../ui/Link';
import { ConditionFrame } from '../application/conditions/ConditionFrame';
import {
  NOT_AN_UPLOAD_TEXT,
  UPLOAD_PAGE_TITLE,
  UploadForm,
} from '../application/conditions/UploadDocumentPage';
import type { ConditionAnswerExits } from '../application/conditions/useConditionAnswer';
import type { StepCallContext } from '../application/useStepScreen';
import { useFlag } from '../application/offer/useFlag';
import {
  SIGNER_CONDITIONS_FLAG,
  SIGNER_CONDITIONS_OFF_TEXT,
  useSignedInIdentityUuid,
} from './ConditionsPage';
import { useSigner, useSignerApplicationUuid } from './signerContext';

const signerConditions = (answer: ConditionsAnswer) =>
  visibleConditions(answer.conditions, answer.account).map(signerConditionView);

/**
 * heloc-signer/conditions/upload-document?conditionUuid=…&conditionType=upload&conditionEnum=…:
 * the borrower's upload form for one of the signer's own conditions. Answered, it goes back to
 * the signer's list; with none of theirs left the signer machine reads the co-deed status again.
 */
export function Component() {
  const signer = useSigner();
  const navigate = useNavigate();
  const applicationUuid = useSignerApplicationUuid();
  const identityUuid = useSignedInIdentityUuid();
  const shown = useFlag(SIGNER_CONDITIONS_FLAG);
  const load = useMemo(
    () =>
      ({ applicationUuid: uuid, signal }: StepCallContext) =>
        readSignerConditions(uuid, identityUuid, signal),
    [identityUuid],
  );
  const exits = useMemo<ConditionAnswerExits>(
    () => ({
      listPath: SIGNER_CONDITIONS_LIST_PATH,
      noneLeft: () => {
        void navigate(SIGNER_CONDITIONS_LIST_PATH, { replace: true });
        signer.send({ type: 'STATUS.REFRESH' });
      },
      actors: signerConditionAnswerActors(identityUuid),
    }),
    [navigate, signer, identityUuid],
  );

  if (!shown) {
    return (
      <section className="page conditions">
        <h1>{UPLOAD_PAGE_TITLE}</h1>
        <p>{SIGNER_CONDITIONS_OFF_TEXT}</p>
        <Link to={signerScreenPath('documents')}>Go to your documents</Link>
      </section>
    );
  }
  return (
    <ConditionFrame
      key={identityUuid}
      pageTitle={UPLOAD_PAGE_TITLE}
      applicationUuid={applicationUuid}
      listPath={SIGNER_CONDITIONS_LIST_PATH}
      load={load}
      conditionsOf={signerConditions}
    >
      {({ applicationUuid: uuid, condition }) =>
        condition.action === 'upload' ? (
          <UploadForm
            key={condition.uuid}
            applicationUuid={uuid}
            condition={condition}
            exits={exits}
          />
        ) : (
          <p>{NOT_AN_UPLOAD_TEXT}</p>
        )
      }
    </ConditionFrame>
  );
}
