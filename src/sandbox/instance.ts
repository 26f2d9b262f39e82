import { Lender } from './lender';

/**
 * The one lender the handlers, the staff tools and the stand-ins share in a page (or a vitest
 * worker). The browser entry restores it from localStorage and persists it on every change.
 */
export const sandboxLender = new Lender();
