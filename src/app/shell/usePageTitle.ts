import { useEffect, useRef } from 'react';
import { pageTitle } from '../../domain/brands';
import { titleWithErrorPrefix } from '../../ui/form/errorTitle';
import { useBrand } from './ShellProvider';

/**
 * Sets the document title to the company short name followed by the page title
 * ("Figure | Basic Info"); with `hasError`, or while a form shows errors (the kit's useForm),
 * prefixed "Error: " (GOV.UK pattern). Follows a brand switch. Returns the title without the
 * prefix a form's errors add.
 */
export function usePageTitle(title: string | undefined, options?: { hasError?: boolean }): string {
  const brand = useBrand();
  const text = pageTitle(brand, title, options);
  useEffect(() => {
    document.title = titleWithErrorPrefix(text);
  }, [text]);
  return text;
}

/**
 * `useHeadingFocus` with the branded title: sets the document title (short name first) and moves
 * focus to the page heading when a step mounts or its title changes, so screen reader and keyboard
 * users start at the top of each new step. Same signature as src/app/useHeadingFocus.ts, so that
 * file can re-export this one.
 */
export function useBrandedHeadingFocus<T extends HTMLElement>(title: string) {
  const ref = useRef<T>(null);
  usePageTitle(title);
  useEffect(() => {
    ref.current?.focus();
  }, [title]);
  return ref;
}
