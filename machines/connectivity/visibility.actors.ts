/**
 * The page's visibility as events (issue 17, part 8): `PAGE.HIDDEN` when the tab is hidden
 * (another tab, a minimised window, the notary's tab opened from the session page), `PAGE.VISIBLE`
 * when it shows again. A poll invokes `pageVisibilityEvents` around its reads, waits in a
 * `hidden` state while the page is hidden (no calls from a tab nobody sees) and reads at once
 * when it shows again.
 *
 * On start it also says where the page stands when it is hidden already (the poll began, or came
 * back after a form, in a hidden tab), so the chart never has to read the document itself.
 */
import { fromCallback } from 'xstate';

export type PageVisibilityEvent = { type: 'PAGE.HIDDEN' } | { type: 'PAGE.VISIBLE' };

/** document.visibilityState, true where there is no document (node) or it says nothing. */
export function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Sends PAGE.HIDDEN / PAGE.VISIBLE to its parent as the document's `visibilitychange` fires, and
 * PAGE.HIDDEN at once when it starts in a hidden page. Nothing without a document (node).
 */
export const pageVisibilityEvents = fromCallback<{ type: string }>(({ sendBack }) => {
  if (typeof document === 'undefined') return undefined;
  const report = () =>
    sendBack(
      (isPageVisible()
        ? { type: 'PAGE.VISIBLE' }
        : { type: 'PAGE.HIDDEN' }) satisfies PageVisibilityEvent,
    );
  if (!isPageVisible()) report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
});
