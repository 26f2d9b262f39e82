/**
 * The ESIGN consent (issue 17): the form every signing screen asks for before a document is shown
 * or signed (document/disclosures, signing/sign, and the borrower's signer pages through the
 * signing chart), and the gate review-app/signdocs shows before the closing disclosure
 * (machines/signing/e-consent.machine.ts).
 */
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { eConsentActors } from '../../../../machines/signing/e-consent.actors';
import { eConsentMachine } from '../../../../machines/signing/e-consent.machine';
import {
  sameEConsentView,
  selectEConsentView,
} from '../../../../machines/signing/e-consent.select';
import { useFlowActor } from '../../../app/inspect';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  E_CONSENT_CHECKBOX,
  E_CONSENT_PARAGRAPHS,
  E_CONSENT_REQUIRED,
  E_CONSENT_TITLE,
} from '../../../domain/signing';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';
import { SubmitRow } from '../../../ui/SubmitRow';

export interface EConsentFormProps {
  /** The consent is being saved (the button says "Saving"). */
  busy: boolean;
  /** Why the last save failed; null when it did not. */
  error: string | null;
  onAccept: () => void;
}

/** The ESIGN consent's text and checkbox; "I agree" sends ACCEPT once the box is checked. */
export function EConsentForm({ busy, error, onAccept }: EConsentFormProps) {
  const form = useForm({
    initial: false,
    fields: ['e-consent'],
    validate: (checked) => ({ 'e-consent': checked ? undefined : E_CONSENT_REQUIRED }),
    onValid: onAccept,
  });
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="e-consent-title">
      <ErrorSummary {...form.summaryProps} />
      <div role="alert">
        {error ? (
          <p className="kit-alert kit-alert--error">We could not save your consent. {error}</p>
        ) : null}
      </div>
      <h2 id="e-consent-title">{E_CONSENT_TITLE}</h2>
      <p>
        Before we give you any disclosure electronically, the federal ESIGN Act asks for your
        consent. Please read it.
      </p>
      {E_CONSENT_PARAGRAPHS.map((paragraph) => (
        <div key={paragraph.heading}>
          <h3>{paragraph.heading}</h3>
          <p>{paragraph.text}</p>
        </div>
      ))}
      <Checkbox
        id="e-consent"
        label={E_CONSENT_CHECKBOX}
        checked={form.values}
        error={form.errors['e-consent']}
        onChange={(value) => {
          form.setValues(value);
          if (value) form.clearError('e-consent');
        }}
      />
      <SubmitRow label="I agree" loadingLabel="Saving" loading={busy} />
    </form>
  );
}

export interface EConsentGateProps {
  applicationUuid: string;
  /** The page's title while the gate shows (the screen behind it has its own heading). */
  title: string;
  /** The screen behind the gate: rendered only once the lender has the consent. */
  children: ReactNode;
}

/**
 * The screen behind it only once the ESIGN consent is recorded: the check, the consent form when
 * it is missing, or the check's failure with Retry. Nothing behind the gate is mounted (so
 * nothing is read) before.
 */
export function EConsentGate({ applicationUuid, title, children }: EConsentGateProps) {
  const machine = useMemo(() => eConsentMachine.provide({ actors: eConsentActors }), []);
  const actorRef = useFlowActor(machine, { input: { applicationUuid } });
  const { part, busy, error } = useSelector(actorRef, selectEConsentView, sameEConsentView);
  if (part === 'given') return <>{children}</>;
  return (
    <GateFrame title={title}>
      {part === 'checking' ? <Loading label="Checking your consent" /> : null}
      {part === 'checkFailed' ? (
        <LoadFailed
          what="your consent"
          error={error}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {part === 'consent' ? (
        <EConsentForm
          busy={busy}
          error={error}
          onAccept={() => actorRef.send({ type: 'ACCEPT' })}
        />
      ) : null}
    </GateFrame>
  );
}

function GateFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
