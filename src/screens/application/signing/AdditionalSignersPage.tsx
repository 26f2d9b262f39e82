import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { coDeedActors } from '../../../../machines/signing/co-deed.actors';
import { coDeedHost } from '../../../../machines/signing/co-deed.host';
import { coDeedMachine } from '../../../../machines/signing/co-deed.machine';
import { sameCoDeedView, selectCoDeedView } from '../../../../machines/signing/co-deed.select';
import type { CoDeedSigner } from '../../../api/signing';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  checkInvite,
  INVITE_FIELDS,
  SIGNER_STATUS_LABEL,
  type InviteField,
  type InviteValues,
  type SignerStatus,
} from '../../../domain/signing';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { EmailField, TextField } from '../../../ui/TextField';
import { useApplicationStatus } from '../applicationStatusContext';
import { screenPath } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const ADDITIONAL_SIGNERS_TITLE = 'Additional signers';

/** The list stopped refreshing after its re-reads failed (issue 17, part 8). */
export const CO_DEED_POLL_STOPPED =
  'We could not check who has signed, so this list may be out of date.';

const LABELS: Record<InviteField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
};

const fieldId = (field: string) => `invite-${field}`;

function statusLabel(status: string): string {
  return SIGNER_STATUS_LABEL[status as SignerStatus] ?? SIGNER_STATUS_LABEL.INVITED;
}

function InviteForm({
  busy,
  serverError,
  invitedEmails,
  onInvite,
  afterInvite,
}: {
  busy: boolean;
  serverError: string | null;
  invitedEmails: string[];
  onInvite: (values: InviteValues) => void;
  /**
   * The form is new after an invitation (its key): the focus goes to its first field, ready for
   * another one, rather than to the page when the pressed button went with the old form.
   */
  afterInvite: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (afterInvite) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [afterInvite]);
  const form = useForm<InviteValues, InviteField>({
    initial: { firstName: '', lastName: '', email: '' },
    fields: INVITE_FIELDS,
    idFor: fieldId,
    validate: (values) => checkInvite(values, { invitedEmails }),
    onValid: onInvite,
  });
  const { values, errors } = form;
  const change = (field: InviteField) => (value: string) => {
    form.change(field, value);
    form.clearError(field);
  };
  return (
    <form ref={formRef} noValidate onSubmit={form.submit} aria-labelledby="invite-title">
      <h2 id="invite-title">Invite an additional signer</h2>
      <p>
        Everyone on the title of the property who is not a borrower signs the deed too. We e-mail
        them a link to sign with their own login.
      </p>
      <ErrorSummary {...form.summaryProps} />
      <div role="alert">
        {serverError ? (
          <p className="kit-alert kit-alert--error">
            We could not send the invitation. {serverError}
          </p>
        ) : null}
      </div>
      <TextField
        id={fieldId('firstName')}
        label={LABELS.firstName}
        autoComplete="off"
        value={values.firstName}
        error={errors.firstName}
        onChange={change('firstName')}
      />
      <TextField
        id={fieldId('lastName')}
        label={LABELS.lastName}
        autoComplete="off"
        value={values.lastName}
        error={errors.lastName}
        onChange={change('lastName')}
      />
      <EmailField
        id={fieldId('email')}
        label={LABELS.email}
        hint="Their own e-mail address: they sign in with it."
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <SubmitRow label="Send invitation" loadingLabel="Sending" loading={busy} />
    </form>
  );
}

function SignerTable({ signers }: { signers: CoDeedSigner[] }) {
  if (signers.length === 0) return <p>No additional signers yet. Invite them below.</p>;
  return (
    <table className="signing-signers">
      <caption className="kit-visually-hidden">Additional signers and their status</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {signers.map((signer) => (
          <tr key={signer.signerUuid}>
            <td>{`${signer.firstName} ${signer.lastName}`}</td>
            <td>{signer.email}</td>
            <td>{statusLabel(signer.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * signing/additional (CO_DEED_REQ): the co-owners who sign the deed, an invitation form, their
 * status (refreshed by machines/signing/co-deed), and Continue once all have signed.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const status = useApplicationStatus();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(ADDITIONAL_SIGNERS_TITLE);
  const machine = useMemo(
    () =>
      coDeedMachine.provide({
        actors: coDeedActors,
        actions: coDeedHost({ stepCompleted: () => status.send({ type: 'STEP.COMPLETED' }) }),
      }),
    [status],
  );
  const actorRef = useFlowActor(machine, { input: { applicationUuid: applicationId } });
  const view = useSelector(actorRef, selectCoDeedView, sameCoDeedView);
  const { signers, error, signedCount } = view;

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {ADDITIONAL_SIGNERS_TITLE}
      </h1>
      <p>
        Another owner of your home must sign the deed before your notary session. This page updates
        by itself as they sign.
      </p>
      {view.phase === 'loading' ? <Loading label="Loading the signers" /> : null}
      {view.phase === 'loadFailed' ? (
        <LoadFailed
          what="the signers"
          error={error}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {view.listed ? (
        <>
          <h2>Signers</h2>
          <p role="status">
            {signers.length === 0
              ? 'No one has been invited yet.'
              : `${signedCount} of ${signers.length} signed.`}
          </p>
          <SignerTable signers={signers} />
          <div role="alert">
            {view.pollStopped ? (
              <div className="kit-alert kit-alert--error">
                <p>{`${CO_DEED_POLL_STOPPED} ${error ?? ''}`}</p>
                <button
                  type="button"
                  className="kit-button"
                  onClick={() => actorRef.send({ type: 'RETRY' })}
                >
                  Try again
                </button>
              </div>
            ) : null}
            {view.completeFailed ? (
              <div className="kit-alert kit-alert--error">
                <p>Everyone has signed, but we could not continue. {error}</p>
                <button
                  type="button"
                  className="kit-button"
                  onClick={() => actorRef.send({ type: 'RETRY' })}
                >
                  Retry
                </button>
              </div>
            ) : null}
          </div>
          <div className="kit-submit-row">
            <button
              type="button"
              className="kit-button"
              disabled={!view.canContinue}
              aria-describedby="continue-hint"
              aria-busy={view.completing || undefined}
              onClick={() => actorRef.send({ type: 'CONTINUE' })}
            >
              {view.completing ? 'Submitting' : 'Continue'}
            </button>
          </div>
          <p id="continue-hint">You can continue once every additional signer has signed.</p>
          <InviteForm
            key={view.invitesSent}
            afterInvite={view.invitesSent > 0}
            busy={view.inviting}
            serverError={view.inviteError}
            invitedEmails={signers.map((signer) => signer.email)}
            onInvite={(values) => actorRef.send({ type: 'INVITE', values })}
          />
        </>
      ) : null}
      <p className="signing-links">
        <Link to={screenPath(applicationId, 'signing/support')}>Help with signing</Link>
      </p>
    </section>
  );
}
