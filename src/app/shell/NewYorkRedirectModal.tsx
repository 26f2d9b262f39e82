import { useId } from 'react';
import type { NewYorkRedirect } from '../../../machines/session/session.rules';
import { isNewYorkSite } from '../../domain/brands';
import { Modal } from '../../ui/Modal';

export { newYorkRedirectFor, type NewYorkRedirect } from '../../../machines/session/session.rules';

export interface NewYorkRedirectModalProps {
  /** From `newYorkRedirectFor(...)` (the registration machine decides); null: closed. */
  redirect: NewYorkRedirect | null;
  /** The user stays (to correct the property's state). */
  onClose: () => void;
}

/**
 * A New York property on the main brand, or another state on the New York site (with the
 * fe-heloc-figure-ny-modal flag on): explains why, and offers a button to the right site.
 */
export function NewYorkRedirectModal({ redirect, onClose }: NewYorkRedirectModalProps) {
  const descriptionId = useId();
  const toNewYork = redirect ? isNewYorkSite(redirect.to) : false;
  return (
    <Modal
      open={redirect !== null}
      onClose={onClose}
      title={toNewYork ? 'Applying for a New York property?' : 'Is your property outside New York?'}
      describedBy={descriptionId}
    >
      {redirect ? (
        <>
          <p id={descriptionId}>
            {toNewYork
              ? `Applications for properties in New York are taken on the ${redirect.to.shortName} New York site. Continue there to apply; you will start a new application.`
              : `The ${redirect.from.shortName} New York site takes applications for properties in New York only. Continue on the main ${redirect.to.shortName} site to apply for a property in another state.`}
          </p>
          <div className="kit-submit-row">
            <a className="kit-button" href={redirect.href}>
              {toNewYork ? 'Continue to the New York site' : 'Continue to the main site'}
            </a>
            <button type="button" className="kit-button kit-button--secondary" onClick={onClose}>
              Change the property
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
