import { useState } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import type { ConsentChoice } from './consent';

export interface ConsentDialogProps {
  open: boolean;
  /** The stored choice (or the defaults) the dialog starts from. */
  initial: Omit<ConsentChoice, 'savedAt'>;
  onSave: (choice: Omit<ConsentChoice, 'savedAt'>) => void;
  onClose: () => void;
}

/** Manage cookie and tracking consent: necessary always on, analytics and marketing optional. */
export function ConsentDialog({ open, initial, onSave, onClose }: ConsentDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Privacy choices"
      describedBy="consent-dialog-description"
    >
      {/* Remounted per opening (key): starts from the stored choice every time. */}
      {open ? (
        <ConsentForm key={String(open)} initial={initial} onSave={onSave} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ConsentForm({ initial, onSave, onClose }: Omit<ConsentDialogProps, 'open'>) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ analytics, marketing });
      }}
    >
      <p id="consent-dialog-description">
        Necessary cookies keep you signed in and your application safe; they are always on. Choose
        whether we may also use the cookies below. You can change this at any time.
      </p>
      <Checkbox
        id="consent-analytics"
        label="Analytics cookies"
        hint="Help us understand how the site is used so we can improve it."
        checked={analytics}
        onChange={setAnalytics}
      />
      <Checkbox
        id="consent-marketing"
        label="Marketing and advertising cookies"
        hint="Let us and our partners show you relevant offers elsewhere."
        checked={marketing}
        onChange={setMarketing}
      />
      <div className="kit-submit-row">
        <button type="submit" className="kit-button">
          Save choices
        </button>
        <button type="button" className="kit-button kit-button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
