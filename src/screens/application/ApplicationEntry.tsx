/**
 * The index route of `:applicationId` (/account/heloc/{uuid}): no screen of its own. The layout
 * shows its loading / still-working state while the application status machine finds the
 * status's screen and navigates there (the first routing replaces this URL).
 *
 * It must not ask the machine for anything itself: the machine settles on its screen a moment
 * before the router's location catches up, so this route briefly renders after every routing.
 */
export function Component() {
  return null;
}
