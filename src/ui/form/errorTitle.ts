import { useEffect } from 'react';

/** GOV.UK's prefix of the document title while a form shows errors. */
export const ERROR_TITLE_PREFIX = 'Error: ';

/** How many mounted forms show errors now (the prefix stays while any does). */
let formsWithErrors = 0;

/**
 * `title` with "Error: " in front while a form shows errors (once, never twice). The page-title
 * hook sets the document title through it, so a title set while errors show keeps the prefix.
 */
export function titleWithErrorPrefix(title: string): string {
  return formsWithErrors > 0 && !title.startsWith(ERROR_TITLE_PREFIX)
    ? `${ERROR_TITLE_PREFIX}${title}`
    : title;
}

function withoutErrorPrefix(title: string): string {
  return title.startsWith(ERROR_TITLE_PREFIX) ? title.slice(ERROR_TITLE_PREFIX.length) : title;
}

/**
 * Prefixes the document title with "Error: " while `hasErrors` is true, so screen-reader users
 * hear the failure first ("Error: Figure | Basic Info"); removes it when the errors clear or the
 * form unmounts (GOV.UK pattern).
 */
export function useErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors) return;
    formsWithErrors += 1;
    document.title = titleWithErrorPrefix(document.title);
    return () => {
      formsWithErrors -= 1;
      if (formsWithErrors === 0) document.title = withoutErrorPrefix(document.title);
    };
  }, [hasErrors]);
}
