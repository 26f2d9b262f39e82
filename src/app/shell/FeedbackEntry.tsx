import { useSelector } from '@xstate/react';
import { selectCeoFeedbackOffered } from '../../../machines/feedback/feedback.select';
import { selectPathname } from '../../../machines/session/session.select';
import { useSessionActor } from './ShellProvider';
import { useFeedbackActor } from './ShellServices';

export const FEEDBACK_ENTRY_LABEL = 'Feedback to the CEO';

/**
 * The way into the feedback-to-the-CEO form, in the top bar's menu: signed-in users of the main
 * brand only (shell §4, §6). The menu stays open behind the modal, so focus comes back here
 * when the modal closes.
 */
export function FeedbackEntry() {
  const session = useSessionActor();
  const feedback = useFeedbackActor();
  const offered = useSelector(session, selectCeoFeedbackOffered);
  const pathname = useSelector(session, selectPathname);
  if (!offered) return null;
  return (
    <div className="shell-menu__nav">
      <h2 className="shell-menu__heading">Tell us what you think</h2>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        onClick={() => feedback.send({ type: 'FEEDBACK.OPEN', pathname })}
      >
        {FEEDBACK_ENTRY_LABEL}
      </button>
    </div>
  );
}
