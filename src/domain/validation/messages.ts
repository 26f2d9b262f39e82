/**
 * Every validation message the borrower forms show, word for word from the spec (§5 of both
 * documents). Where the spec gives a rule without wording, the message here is ours and marked
 * "(ours)"; docs/ records them as assumptions.
 */

/** Global default required message. */
export const REQUIRED = 'Required';

export const DOB_REQUIRED = 'Date of birth is required';
export const DOB_MIN_AGE_18 = 'Must be at least 18 years old';
/** Alabama's age of majority is 19 (ours: the spec gives the rule, this wording follows 18's). */
export const DOB_MIN_AGE_19 = 'Must be at least 19 years old';
export const DOB_MIN_AGE_62 = 'Must be 62 years or older to apply for a loan';
export const INVALID_DATE = 'Invalid date';

export const EMAIL_REQUIRED = 'Please enter your email';
export const EMAIL_INVALID = 'Please enter a valid email address';

export const NAME_UNSUPPORTED_CHARACTERS = 'Some of the characters entered are not supported.';
/** (ours) */
export const FIRST_NAME_TOO_SHORT = 'Must be at least 2 characters';

/** (ours) the five password rules */
export const PASSWORD_TOO_SHORT = 'Must be at least 12 characters';
export const PASSWORD_NEEDS_UPPERCASE = 'Must contain an uppercase letter';
export const PASSWORD_NEEDS_LOWERCASE = 'Must contain a lowercase letter';
export const PASSWORD_NEEDS_DIGIT = 'Must contain a number';
export const PASSWORD_NEEDS_SPECIAL = 'Must contain one of !@#$%^&*';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const PHONE_REQUIRED = 'Please enter your mobile phone';
export const PHONE_INVALID = 'Please enter a valid phone number';
export const PHONE_COUNTRY_CODE = 'Country code 1 is not needed';

export const STREET_REQUIRED = 'Street address is required';
export const STREET_INVALID = 'Please enter a valid property address';
export const CITY_INVALID = 'Please enter a valid city name';
export const STATE_LENGTH = 'State must be two characters in length';
export const STATE_INVALID = 'Please enter a valid state';
export const ZIP_INVALID = 'Please enter a valid zipcode';
export const NY_NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";
