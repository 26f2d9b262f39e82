/**
 * The shell's banners and toasts, each a skin over its shell actor (ShellServices.tsx): what to
 * show and when it goes are the machines' business (machines/banners, machines/toasts).
 */
import { useSelector } from '@xstate/react';
import { sameBannersView, selectBannersView } from '../../../machines/banners/banners.select';
import { selectToasts } from '../../../machines/toasts/toasts.select';
import { Banners } from '../../ui/Banners';
import { Toasts } from '../../ui/Toasts';
import { useBannersActor, useToastsActor } from './ShellServices';

/** The region's name: "Notifications" is the menu's panel of the user's notifications. */
export const TOASTS_LABEL = 'Messages';

/** Announcement banners above the page's content (at most 2, dismissable). */
export function ShellBanners() {
  const actor = useBannersActor();
  const view = useSelector(actor, selectBannersView, sameBannersView);
  return (
    <Banners
      banners={view.banners}
      dismissed={view.dismissed}
      app={view.app}
      onDismiss={(uuid) => actor.send({ type: 'BANNER.DISMISS', uuid })}
    />
  );
}

/** The toasts (at most 5), paused while pointed at or focused. */
export function ShellToasts() {
  const actor = useToastsActor();
  const toasts = useSelector(actor, selectToasts);
  return (
    <Toasts
      label={TOASTS_LABEL}
      toasts={toasts}
      onDismiss={(id) => actor.send({ type: 'TOAST.DISMISS', id })}
      onPause={() => actor.send({ type: 'TOASTS.PAUSE' })}
      onResume={() => actor.send({ type: 'TOASTS.RESUME' })}
    />
  );
}
