import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  signerConditionAnswerActors,
  signerConditionFrameCalls,
} from '../../../machines/signer/signer-steps.actors';
import type { ConditionsAnswer } from '../../../machines/conditions/conditions.machine';
import {
  SIGNER_CONDITIONS_LIST_PATH,
  signerConditionView,
  visibleConditions,
  type ConditionView,
} from '../../domain/conditions';
import { signerScreenPath } from '../../domain/signer';
import { Link } from '../../ui/Link';
import { ConditionFrame } from '../application/conditions/ConditionFrame';
import type { ConditionAnswerExits } from '../application/conditions/useConditionAnswer';
import { useFlag } from '../application/offer/useFlag';
import {
  SIGNER_CONDITIONS_FLAG,
  SIGNER_CONDITIONS_OFF_TEXT,
  useSignedInIdentityUuid,
} from './ConditionsPage';
import { useSigner, useSignerApplicationUuid } from './signerContext';

const signerConditions = (answer: ConditionsAnswer) =>
  visibleConditions(answer.conditions, answer.account).map(signerConditionView);

export interface SignerConditionFrameProps {
  /** The page title before the condition is read (routeTable's). */
  pageTitle: string;
  /** The form for one of the signer's own conditions, with where its answer leads. */
  children: (context: {
    applicationUuid: string;
    condition: ConditionView;
    exits: ConditionAnswerExits;
  }) => ReactNode;
}

/**
 * The frame of a signer's condition page (upload-document, location): the borrower's condition
 * frame on the signer's own conditions (an unknown `conditionUuid`, or another applicant's
 * condition, reads as no longer open). Answered, it goes back to the signer's list; with none of
 * theirs left the signer machine reads the co-deed status again. Behind
 * fe-heloc-additional-signer-conditions, as the list.
 */
export function SignerConditionFrame({ pageTitle, children }: SignerConditionFrameProps) {
  const signer = useSigner();
  const navigate = useNavigate();
  const applicationUuid = useSignerApplicationUuid();
  const identityUuid = useSignedInIdentityUuid();
  const shown = useFlag(SIGNER_CONDITIONS_FLAG);
  const calls = useMemo(() => signerConditionFrameCalls(identityUuid), [identityUuid]);
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
        <h1>{pageTitle}</h1>
        <p>{SIGNER_CONDITIONS_OFF_TEXT}</p>
        <Link to={signerScreenPath('documents')}>Go to your documents</Link>
      </section>
    );
  }
  return (
    <ConditionFrame
      key={identityUuid}
      pageTitle={pageTitle}
      applicationUuid={applicationUuid}
      listPath={SIGNER_CONDITIONS_LIST_PATH}
      calls={calls}
      conditionsOf={signerConditions}
    >
      {({ applicationUuid: uuid, condition }) =>
        children({ applicationUuid: uuid, condition, exits })
      }
    </ConditionFrame>
  );
}
