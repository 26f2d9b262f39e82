import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createHostedIncomeProvider } from '../../api/hostedIncomeProvider';
import type { IncomeProvider, IncomeProviderResult } from '../../api/incomeProvider';
import type { IncomeLinkSession } from '../../api/incomeVerification';
import { isIncomeLinkType } from '../../domain/income';
import { Modal } from '../../ui/Modal';
import { errorMessageOf } from '../../../machines/step-screen/step-screen.select';
import { signInIncomeProvider } from './api';
import { SandboxProviderForm } from './SandboxProviderForm';

export const INCOME_STAND_IN_DIALOG_TITLE = 'Income provider (sandbox stand-in)';

/** The sandbox session's provider mode: its in-app stand-in. */
export const SANDBOX_PROVIDER_MODE = 'SANDBOX';

/** Full-page navigations to a hosted provider (replaced in tests: jsdom cannot navigate). */
export const standInIncomeNavigation = {
  assign(url: string): boolean {
    window.location.assign(url);
    return true;
  },
};

function StandInOverlay({
  session,
  onDone,
}: {
  session: IncomeLinkSession;
  onDone: (result: IncomeProviderResult) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [signInError, setSignInError] = useState<string | null>(null);
  const type = isIncomeLinkType(session.type) ? session.type : 'payroll';
  const cancel = () => onDone({ kind: 'cancelled' });
  return (
    <Modal
      open
      onClose={cancel}
      dismissible={!busy}
      title={INCOME_STAND_IN_DIALOG_TITLE}
      closeLabel="Close the income provider"
    >
      <SandboxProviderForm
        type={type}
        institutions={session.institutions}
        busy={busy}
        signInError={signInError}
        onSignIn={(values) => {
          setBusy(true);
          setSignInError(null);
          signInIncomeProvider(session.id, values).then(
            (answer) => onDone({ kind: 'redirect', url: answer.redirectUrl }),
            (error: unknown) => {
              setBusy(false);
              setSignInError(errorMessageOf(error));
            },
          );
        }}
        onCancel={cancel}
      />
    </Modal>
  );
}

/**
 * The sandbox's implementation of the income provider port: a SANDBOX session opens the
 * stand-in's sign-in page as an overlay in its own React root (the provider's page, in the app);
 * it answers the provider's redirect back to the callback, or that the borrower cancelled. A
 * HOSTED session goes to its page as production's provider does.
 */
export const sandboxIncomeProvider: IncomeProvider = {
  open(session, { signal } = {}) {
    if (session.providerMode !== SANDBOX_PROVIDER_MODE) {
      return createHostedIncomeProvider((url) => standInIncomeNavigation.assign(url)).open(
        session,
        { signal },
      );
    }
    return new Promise<IncomeProviderResult>((resolve, reject) => {
      const host = document.createElement('div');
      host.dataset.incomeProviderStandIn = '';
      document.body.appendChild(host);
      const root = createRoot(host);
      let ended = false;
      const end = () => {
        if (ended) return false;
        ended = true;
        signal?.removeEventListener('abort', onAbort);
        // Why deferred: the overlay ends inside one of its own event handlers.
        queueMicrotask(() => {
          root.unmount();
          host.remove();
        });
        return true;
      };
      const onAbort = () => {
        if (end()) reject(signal?.reason ?? new Error('aborted'));
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      root.render(
        <StandInOverlay
          session={session}
          onDone={(result) => {
            if (end()) resolve(result);
          }}
        />,
      );
    });
  },
};
