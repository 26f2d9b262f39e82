import type { ReactNode } from 'react';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import type { StepScreen } from './useStepScreen';
import { LoadFailed, Loading } from '../../ui/LoadStatus';
import { ProcessingModal } from '../../ui/loader/ProcessingModal';

export interface StepScreenFrameProps<TData, TValues> {
  /** The page heading (and the document title). */
  title: string;
  screen: StepScreen<TData, TValues>;
  /** The screen once its data is read. */
  children: (data: TData) => ReactNode;
  /** Shown under the heading in every phase. */
  lead?: ReactNode;
}

/**
 * The frame of every step screen: the heading (focused when the step mounts), a loading state,
 * the load error with Retry, the announced error of a failed save or step post (with Retry when
 * only the post is left), the announced offline wait of a submit made without network (with
 * Cancel), and the screen itself, which stays on screen with what the user typed, under the
 * processing modal while the step waits on the lender (Try again / Close after 30 s).
 */
export function StepScreenFrame<TData, TValues>({
  title,
  screen,
  children,
  lead,
}: StepScreenFrameProps<TData, TValues>) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  const { phase, errorMessage, waitingMessage, data } = screen;
  const alertClass = errorMessage
    ? 'kit-alert kit-alert--error'
    : waitingMessage
      ? 'kit-alert kit-alert--warning'
      : undefined;
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead}
      {phase === 'loading' ? <Loading label={`Loading ${title}`} /> : null}
      {phase === 'loadFailed' ? (
        <LoadFailed what="this page" error={errorMessage} onRetry={screen.retry} />
      ) : null}
      {phase !== 'loading' && phase !== 'loadFailed' ? (
        <>
          <div role="alert" className={alertClass}>
            {waitingMessage ? (
              <>
                <p>{waitingMessage}</p>
                {screen.canCancel ? (
                  <button type="button" className="kit-button" onClick={screen.cancel}>
                    Cancel
                  </button>
                ) : null}
              </>
            ) : null}
            {errorMessage ? (
              <>
                <p>
                  {phase === 'completeFailed'
                    ? `Your answers are saved, but we could not continue. ${errorMessage}`
                    : errorMessage}
                </p>
                {phase === 'completeFailed' ? (
                  <button type="button" className="kit-button" onClick={screen.retry}>
                    Retry
                  </button>
                ) : null}
              </>
            ) : null}
          </div>
          {data === null ? null : children(data)}
        </>
      ) : null}
      {screen.processing ? <ProcessingModal actorRef={screen.processing} /> : null}
    </section>
  );
}
