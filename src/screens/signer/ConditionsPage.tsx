import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { useMemo } from 'react';
import { conditionsMachine } from '../../../machines/conditions/conditions.machine';
import {
  sameConditionsView,
  selectConditionsView,
} from '../../../machines/conditions/conditions.select';
import { signerConditionsActors } from '../../../machines/signer/signer-steps.actors';
import { useOptionalSessionActor } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { signerConditionActionPath, signerConditionView } from '../../domain/conditions';
import type { FeatureFlagName } from '../../domain/flags';
import { signerScreenPath } from '../../domain/signer';
import { Link } from '../../ui/Link';
import { Loading } from '../../ui/LoadStatus';
import { useFlag } from '../application/offer/useFlag';
import { ConditionsList } from '../application/conditions/ConditionsList';
import { useForwardWindowFocus } from '../application/conditions/useForwardWindowFocus';
import '../application/conditions/conditions.css';
import { useSignerApplicationUuid } from './signerContext';

export const SIGNER_CONDITIONS_TITLE = 'Conditions';
export const SIGNER_CONDITIONS_LEAD =
  'The lender needs a few more things from you before your part of this application is complete.';
export const SIGNER_CONDITIONS_OFF_TEXT = 'There is nothing for you to see here.';
/** Shell spec §6: conditions are shown to an additional signer only with this flag on. */
export const SIGNER_CONDITIONS_FLAG =
  'fe-heloc-additional-signer-conditions' satisfies FeatureFlagName;

/** The signed-in identity (the session's); '' until it is known. */
export function useSignedInIdentityUuid(): string {
  const session = useOptionalSessionActor();
  return useSelector(session, (snapshot) => snapshot?.context.identity?.uuid ?? '');
}

function SignerConditionsList({
  applicationUuid,
  identityUuid,
}: {
  applicationUuid: string;
  identityUuid: string;
}) {
  const actorRef = useFlowActor(
    conditionsMachine.provide({ actors: signerConditionsActors(identityUuid) }),
    { input: { applicationUuid } },
  );
  const view = useSelector(actorRef, selectConditionsView, sameConditionsView);
  const conditions = useMemo(() => view.conditions.map(signerConditionView), [view.conditions]);
  useForwardWindowFocus(actorRef);
  return (
    <ConditionsList
      view={view}
      conditions={conditions}
      actionPathOf={signerConditionActionPath}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      whenEmpty={
        <Link className="kit-button" to={signerScreenPath('documents')}>
          See your documents
        </Link>
      }
    />
  );
}

/**
 * heloc-signer/conditions: the signer's own open conditions (not the primary borrower's), the
 * borrower's list look, each linking to its action; refreshed every 60 s and on window focus by
 * the conditions machine. Behind fe-heloc-additional-signer-conditions (shell spec §6).
 */
export function Component() {
  const applicationUuid = useSignerApplicationUuid();
  const identityUuid = useSignedInIdentityUuid();
  const shown = useFlag(SIGNER_CONDITIONS_FLAG);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SIGNER_CONDITIONS_TITLE);
  return (
    <section className="page conditions">
      <h1 ref={headingRef} tabIndex={-1}>
        {SIGNER_CONDITIONS_TITLE}
      </h1>
      {shown ? (
        <>
          <p>{SIGNER_CONDITIONS_LEAD}</p>
          {applicationUuid && identityUuid ? (
            <SignerConditionsList
              key={`${applicationUuid}:${identityUuid}`}
              applicationUuid={applicationUuid}
              identityUuid={identityUuid}
            />
          ) : (
            <Loading label="Loading your conditions" />
          )}
        </>
      ) : (
        <>
          <p>{SIGNER_CONDITIONS_OFF_TEXT}</p>
          <Link to={signerScreenPath('documents')}>Go to your documents</Link>
        </>
      )}
    </section>
  );
}
