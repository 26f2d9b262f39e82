/** What the app does for the manual notary booking: once reserved, show the confirmation page. */
export interface NotaryReserveHostDeps {
  /** Go to the booked appointment (notary/reserve-manual). */
  showReservation: () => void;
}

/** The booking chart's host actions, for `notaryReserveMachine.provide({ actions })`. */
export function notaryReserveHost(deps: NotaryReserveHostDeps) {
  return {
    reserved: () => deps.showReservation(),
  };
}
