import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { identityVerificationActors } from '../../../../machines/identity-verification/identity-verification.actors';
import { identityVerificationHost } from '../../../../machines/identity-verification/identity-verification.host';
import {
  identityVerificationMachine,
  type IdentityVerificationMachine,
} from '../../../../machines/identity-verification/identity-verification.machine';
import {
  sameIdentityView,
  selectIdentityView,
} from '../../../../machines/identity-verification/identity-verification.select';
import { selectFlag } from '../../../../machines/session/session.select';
import { useOptionalSessionActor } from '../../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { fileError } from '../../../domain/documents';
import type { FeatureFlagName } from '../../../domain/flags';
import {
  ID_KINDS,
  ID_KIND_LABELS,
  IDENTITY_MESSAGES,
  isIdKind,
  needsBackOfId,
  type IdKind,
} from '../../../domain/identityDocuments';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { FileUpload } from '../../../ui/FileUpload';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { useApplicationStatus } from '../applicationStatusContext';
import './income.css';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const IDENTITY_TITLE = 'Verify Identity';
export const BACK_OF_ID_FLAG = 'fe-heloc-back-of-id' satisfies FeatureFlagName;

/** The verifying reads stopped after failing (issue 17, part 8); the upload is kept. */
export const IDENTITY_CHECK_FAILED =
  'We could not check on your ID verification. Your upload is saved: try again in a moment.';

const selectBackOfId = selectFlag(BACK_OF_ID_FLAG);

interface FormErrors {
  idKind?: string;
  front?: string;
  back?: string;
}

const FIELDS = ['idKind', 'front', 'back'] as const;

interface IdValues {
  kind: IdKind | null;
  front: File[];
  back: File[];
}
const FIELD_IDS: Record<string, string> = { idKind: 'idKind', front: 'id-front', back: 'id-back' };

function checkForm(kind: IdKind | null, front: File | null, back: File | null, needsBack: boolean) {
  const errors: FormErrors = {};
  if (!kind) errors.idKind = IDENTITY_MESSAGES.kindRequired;
  if (!front) errors.front = IDENTITY_MESSAGES.frontRequired;
  else {
    const problem = fileError(front);
    if (problem) errors.front = problem;
  }
  if (needsBack) {
    if (!back) errors.back = IDENTITY_MESSAGES.backRequired;
    else {
      const problem = fileError(back);
      if (problem) errors.back = problem;
    }
  }
  return errors;
}

/**
 * identity (IDENTITY_VERIFICATION; also the ID_VERIFICATION_FAILURE condition's action): choose
 * the ID kind, upload its front (and its back when the kind has one and the fe-heloc-back-of-id
 * flag is on), then the identity-verification machine uploads, verifies and answers the outcome:
 * VERIFIED posts verify-identity (the status machine routes on), FAILED_VERIFICATION lets the
 * borrower try another image or ID, PENDING_REVIEW says a person reviews it.
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  const status = useApplicationStatus();
  const machine = useMemo(
    () =>
      identityVerificationMachine.provide({
        actors: identityVerificationActors,
        actions: identityVerificationHost({
          stepCompleted: () => status.send({ type: 'STEP.COMPLETED' }),
        }),
      }),
    [status],
  );
  return <IdentityVerification applicationUuid={applicationUuid} machine={machine} />;
}

export interface IdentityVerificationProps {
  applicationUuid: string;
  /** The identity-verification chart as this page's user needs it (borrower or signer). */
  machine: IdentityVerificationMachine;
  /** What the lede says about why the ID is checked. */
  lede?: string;
}

/** The ID form and the verification's outcome, for the borrower and the additional signer. */
export function IdentityVerification({
  applicationUuid,
  machine,
  lede = 'Upload a photo or scan of a current, government-issued photo ID. We check it against the name on your application.',
}: IdentityVerificationProps) {
  const session = useOptionalSessionActor();
  const backOfIdFlag = useSelector(session, (snapshot) =>
    snapshot ? selectBackOfId(snapshot) : false,
  );
  const actorRef = useFlowActor(machine, { input: { applicationUuid } });
  const view = useSelector(actorRef, selectIdentityView, sameIdentityView);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(IDENTITY_TITLE);

  /** The files the form sends: the front, and the back when the kind needs one. */
  const filesOf = ({ kind, front, back }: IdValues) => {
    const needsBack = needsBackOfId(kind, backOfIdFlag);
    return { needsBack, front: front[0] ?? null, back: needsBack ? (back[0] ?? null) : null };
  };
  const form = useForm<IdValues, keyof FormErrors>({
    initial: { kind: null, front: [], back: [] },
    fields: FIELDS,
    idFor: (field) => FIELD_IDS[field] ?? field,
    validate: (values) => {
      const files = filesOf(values);
      return checkForm(values.kind, files.front, files.back, files.needsBack);
    },
    onValid: (values) => {
      const files = filesOf(values);
      if (!values.kind || !files.front) return;
      actorRef.send({ type: 'SUBMIT', idKind: values.kind, front: files.front, back: files.back });
    },
  });
  const { kind, front, back } = form.values;
  const errors = form.errors;
  const needsBack = needsBackOfId(kind, backOfIdFlag);
  const send = (type: 'RETRY' | 'CHECK_AGAIN' | 'TRY_AGAIN') => actorRef.send({ type });

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {IDENTITY_TITLE}
      </h1>
      <p className="lede">{lede}</p>

      {view.phase === 'loading' ? <Loading label={`Loading ${IDENTITY_TITLE}`} /> : null}

      {view.phase === 'loadFailed' ? (
        <LoadFailed what="this page" error={view.errorMessage} onRetry={() => send('RETRY')} />
      ) : null}

      {view.phase === 'form' ? (
        <>
          <ErrorSummary {...form.summaryProps} />
          <div
            role="alert"
            className={view.errorMessage ? 'kit-alert kit-alert--error' : undefined}
          >
            {view.errorMessage ? (
              <p>{`We could not upload your ID. ${view.errorMessage}`}</p>
            ) : null}
          </div>
          <form noValidate onSubmit={form.submit}>
            <RadioGroup
              id="idKind"
              legend="Which ID will you upload?"
              options={ID_KINDS.map((value) => ({ value, label: ID_KIND_LABELS[value] }))}
              value={kind}
              onChange={(value) => form.change('kind', isIdKind(value) ? value : null)}
              error={errors.idKind}
            />
            <FileUpload
              id="id-front"
              label={kind === 'PASSPORT' ? 'Photo page of your passport' : 'Front of your ID'}
              files={front}
              onChange={(files) => form.change('front', files)}
              error={errors.front}
              required
              disabled={view.busy}
            />
            {needsBack ? (
              <FileUpload
                id="id-back"
                label="Back of your ID"
                files={back}
                onChange={(files) => form.change('back', files)}
                error={errors.back}
                required
                disabled={view.busy}
              />
            ) : null}
            <SubmitRow label="Verify my ID" loadingLabel="Uploading" loading={view.busy} />
          </form>
        </>
      ) : null}

      {view.phase === 'verifying' ? (
        <Loading label="Checking your ID" text={IDENTITY_MESSAGES.verifying} />
      ) : null}

      {view.phase === 'tookTooLong' ? (
        <div role="status">
          <p>{IDENTITY_MESSAGES.tookTooLong}</p>
          <button type="button" className="kit-button" onClick={() => send('CHECK_AGAIN')}>
            Check again
          </button>
        </div>
      ) : null}

      {view.phase === 'checkFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{`${IDENTITY_CHECK_FAILED} ${view.errorMessage ?? ''}`}</p>
          <button type="button" className="kit-button" onClick={() => send('RETRY')}>
            Try again
          </button>
        </div>
      ) : null}

      {view.phase === 'submitFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{`Your ID is uploaded, but we could not start checking it. ${view.errorMessage ?? ''}`}</p>
          <div className="income-actions">
            <button type="button" className="kit-button" onClick={() => send('RETRY')}>
              Retry
            </button>
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => send('TRY_AGAIN')}
            >
              Choose other images
            </button>
          </div>
        </div>
      ) : null}

      {view.phase === 'failed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <h2>{IDENTITY_MESSAGES.failedTitle}</h2>
          <p>{IDENTITY_MESSAGES.failed}</p>
          <button type="button" className="kit-button" onClick={() => send('TRY_AGAIN')}>
            Try again
          </button>
        </div>
      ) : null}

      {view.phase === 'pendingReview' ? (
        <div role="status">
          <h2>{IDENTITY_MESSAGES.reviewTitle}</h2>
          <p>{IDENTITY_MESSAGES.review}</p>
          {view.stillReviewing ? <p>{IDENTITY_MESSAGES.stillReviewing}</p> : null}
          {view.errorMessage ? <p>{view.errorMessage}</p> : null}
          <SubmitRow
            type="button"
            label="Check again"
            loadingLabel="Checking"
            loading={view.busy}
            onClick={() => send('CHECK_AGAIN')}
          />
        </div>
      ) : null}

      {view.phase === 'verified' ? (
        <div role="status">
          <h2>{IDENTITY_MESSAGES.verifiedTitle}</h2>
          <p>{IDENTITY_MESSAGES.verified}</p>
        </div>
      ) : null}
      {view.completeFailed ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{`Your ID is verified, but we could not continue. ${view.errorMessage ?? ''}`}</p>
          <button type="button" className="kit-button" onClick={() => send('RETRY')}>
            Retry
          </button>
        </div>
      ) : null}
    </section>
  );
}
