/** Registration messages, word for word from the spec (registration-and-routing §5, §8). */
export const OCCUPANCY_REQUIRED = 'Please select an occupancy type';
export const UNEMPLOYED_NOT_ELIGIBLE =
  "We apologize. At this time, we don't lend to unemployed borrowers.";
export const INCOME_TOO_LOW = 'Must be at least $0';
export const INCOME_TOO_HIGH = 'Must be less than $10,000,000';
export const CONFIRM_LOW_INCOME = 'Confirm that you have entered annual pre-tax income';
/** (ours) income that is not a number at all. */
export const INCOME_NOT_A_NUMBER = 'Please enter a number';
export const LICENSED_STATE_REFUSED =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';
/** A create-HELOC error starting with this keeps the user on the page (§8). */
export const NOT_OFFERED_PREFIX = 'We do not currently offer loans in';

/** Shell §5 and §9: a purchase or title transfer this recent makes the applicant ineligible. */
export const RECENT_TRANSFER_WINDOW_DAYS = 90;
/**
 * The eligibility note on the property step (shell §5: "the text says 'you are not eligible'").
 * The wording around those words is ours.
 */
export const RECENT_TRANSFER_NOTE = `If you bought this home, or its title was transferred to you, within the last ${RECENT_TRANSFER_WINDOW_DAYS} days, you are not eligible for a home equity line of credit or a DSCR loan yet.`;
