import { useEffect } from 'react';

/**
 * Spec: conditions are refreshed on window focus. The listener only forwards the event as
 * `FOCUS` to the conditions machine; the machine decides whether to read again.
 */
export function useForwardWindowFocus(actor: { send: (event: { type: 'FOCUS' }) => void }) {
  useEffect(() => {
    const onFocus = () => actor.send({ type: 'FOCUS' });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [actor]);
}
