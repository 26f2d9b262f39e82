import { clearRefusedNavigation, useRefusedNavigation } from '../navigation';
import { useBrand } from './ShellProvider';
import { telHref } from './SupportLink';
import '../../ui/kit.css';

export const NAVIGATION_REFUSED_TITLE = 'We could not take you to the next page';
export const NAVIGATION_REFUSED_TEXT =
  'The address we were given is not one we trust, so we did not follow it. Please try again in a moment.';

/**
 * What the user sees when the navigation guard refused a URL (src/app/navigation.ts): a plain
 * message with the brand's support line, never the address itself.
 */
export function NavigationRefusedAlert() {
  const refused = useRefusedNavigation();
  const brand = useBrand();
  if (!refused) return null;
  return (
    <div role="alert" className="kit-alert kit-alert--error">
      <p>
        <strong>{NAVIGATION_REFUSED_TITLE}</strong>
      </p>
      <p>{NAVIGATION_REFUSED_TEXT}</p>
      <p>
        If this keeps happening, call us at{' '}
        <a href={telHref(brand.support.phone)}>{brand.support.phone}</a>.
      </p>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        onClick={clearRefusedNavigation}
      >
        Dismiss
      </button>
    </div>
  );
}
