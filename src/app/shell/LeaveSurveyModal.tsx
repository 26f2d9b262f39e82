import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectLogoutView } from '../../../machines/logout/logout.select';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import { useLogoutActor } from './ShellProvider';

/** Why the user is leaving (the answers are tracked as 'HELOC: Leave Survey'). */
export const LEAVE_REASONS = [
  { value: 'FINISH_LATER', label: "I'll finish later" },
  { value: 'OFFER', label: "The rate or amount isn't what I wanted" },
  { value: 'QUESTIONS', label: 'I have questions first' },
  { value: 'OTHER', label: 'Something else' },
] as const;

/**
 * The leave survey: opened by the logout machine on the survey paths; any close (answer, skip,
 * Escape) ends it, and the logout follows 750 ms later (the machine's named delay).
 */
export function LeaveSurveyModal() {
  const logout = useLogoutActor();
  const { surveyOpen } = useSelector(logout, selectLogoutView, shallowEqual);
  const [reason, setReason] = useState<string | null>(null);
  const close = () => logout.send({ type: 'SURVEY.CLOSE' });
  return (
    <Modal open={surveyOpen} onClose={close} title="Before you go" closeLabel="Skip and log out">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) logout.send({ type: 'SURVEY.ANSWER', reason });
          close();
        }}
      >
        <RadioGroup
          id="leave-reason"
          legend="What made you log out today? (optional)"
          hint="Your answer helps us improve. Your application is saved."
          options={LEAVE_REASONS}
          value={reason}
          onChange={setReason}
        />
        <div className="kit-submit-row">
          <button type="submit" className="kit-button">
            Log out
          </button>
        </div>
      </form>
    </Modal>
  );
}
