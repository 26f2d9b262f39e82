import {
  selectBlockedOfficer,
  selectModal,
  selectUrls,
  selectValues,
} from '../../../machines/registration/registration.select';
import { newYorkRedirectFor } from '../../../machines/session/session.rules';
import { NewYorkRedirectModal } from '../../app/shell/NewYorkRedirectModal';
import { useBrand } from '../../app/shell/ShellProvider';
import { Modal } from '../../ui/Modal';
import { OfficerDetails, type Officer } from './OfficerDetails';
import { useRegistration, useRegistrationActor } from './RegistrationProvider';

/**
 * The wizard's dialogs. Their code loads only when one opens (RegistrationLayout renders them
 * lazily), so the start page does not carry them.
 */

/** The loan officer's details in a dialog (the mobile top bar's button). */
export function OfficerModal({ officer, onClose }: { officer: Officer; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Your loan officer">
      <OfficerDetails officer={officer} />
    </Modal>
  );
}

const BLOCKED_TEXT = {
  recentlyFunded: {
    title: 'You recently received a HELOC',
    body: 'A HELOC was opened for you in the last 45 days. Please wait before applying again.',
    action: 'Go to my dashboard',
  },
  inquiry: {
    title: 'You have an application with your loan officer',
    body: 'Please contact your loan officer by phone or email to continue.',
    action: 'Go to my dashboard',
  },
  activeApplication: {
    title: 'You already have an application',
    body: 'Continue your application, or contact support to cancel it.',
    action: 'Continue my application',
  },
  wholesaleActive: {
    title: 'You already have an application',
    body: 'Your application was started with a broker. Log in to the broker site to continue.',
    action: 'Log in',
  },
} as const;

/** The wizard's modals (New York, Hawaii, account exists, unable to start). */
export function RegistrationModals() {
  const actor = useRegistrationActor();
  const brand = useBrand();
  const modal = useRegistration(selectModal);
  const inquiryOfficer = useRegistration(selectBlockedOfficer);
  const urls = useRegistration(selectUrls);
  const state = useRegistration((s) => selectValues(s, 'property').state);
  const dismiss = () => actor.send({ type: 'MODAL.DISMISS' });
  const confirm = () => actor.send({ type: 'MODAL.CONFIRM' });
  const nyRedirect =
    modal === 'newYork'
      ? newYorkRedirectFor({
          brand,
          propertyState: state,
          flagOn: true,
          hostname: globalThis.location?.hostname ?? '',
        })
      : null;
  return (
    <>
      <NewYorkRedirectModal redirect={nyRedirect} onClose={dismiss} />
      <Modal open={modal === 'hawaii'} onClose={dismiss} title="We don't lend in Hawaii">
        <p>
          {brand.shortName} does not lend in Hawaii yet. Our partner lender may be able to help.
        </p>
        <div className="kit-submit-row">
          <a className="kit-button" href={urls.hawaiiPartner}>
            Visit our partner lender
          </a>
        </div>
      </Modal>
      <Modal open={modal === 'accountExists'} onClose={dismiss} title="An account already exists">
        <p>
          An account with this email already exists. Log in to continue your application; your
          answers are kept.
        </p>
        <div className="kit-submit-row">
          <button type="button" className="kit-button" onClick={confirm}>
            Log in
          </button>
        </div>
      </Modal>
      {modal && modal in BLOCKED_TEXT ? (
        <Modal
          open
          onClose={dismiss}
          title={BLOCKED_TEXT[modal as keyof typeof BLOCKED_TEXT].title}
        >
          <p>{BLOCKED_TEXT[modal as keyof typeof BLOCKED_TEXT].body}</p>
          {modal === 'inquiry' && inquiryOfficer ? (
            <div className="register-blocked__officer">
              <OfficerDetails officer={inquiryOfficer} />
            </div>
          ) : null}
          <div className="kit-submit-row">
            <button type="button" className="kit-button" onClick={confirm}>
              {BLOCKED_TEXT[modal as keyof typeof BLOCKED_TEXT].action}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
