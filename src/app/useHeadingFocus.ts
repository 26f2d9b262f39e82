/**
 * Sets the document title (the brand's short name followed by the page title) and moves focus
 * to the page heading when a step mounts, so screen reader and keyboard users start at the top of
 * each new step.
 */
export { useBrandedHeadingFocus as useHeadingFocus } from './shell/usePageTitle';
