/**
 * Rules of the property, valuation, appraisal and review screens: the spec's constants, the
 * borrower's home-value estimate, the lien answers, the delinquency explanation and the card form
 * of the appraisal payment. Pure: no clock (the caller passes "today").
 *
 * Messages marked (ours) are designed (docs/screens/property.md): the spec gives no wording.
 */
import { APPRAISAL_COST } from './fees';
import { parseMoneyInput } from './money';

// ---------------------------------------------------------------------------------------------
// Constants (shell spec §9)

export { APPRAISAL_THRESHOLD, VALUATION_FEE } from './fees';
/** "cost $500 to $2,000". */
export const APPRAISAL_COST_MIN = APPRAISAL_COST.min;
export const APPRAISAL_COST_MAX = APPRAISAL_COST.max;

// ---------------------------------------------------------------------------------------------
// Home value estimate (bpo/estimate-value)

/** (ours) Sensible bounds of a home's value. */
export const ESTIMATE_MIN = 50_000;
export const ESTIMATE_MAX = 20_000_000;

export const ESTIMATE_REQUIRED = "Enter your home's estimated value"; // (ours)
export const ESTIMATE_NOT_AMOUNT = 'Enter a dollar amount, like 450,000'; // (ours)
export const ESTIMATE_TOO_LOW = 'Must be at least $50,000'; // (ours)
export const ESTIMATE_TOO_HIGH = 'Must be $20,000,000 or less'; // (ours)

export type EstimateCheck = { ok: true; value: number } | { ok: false; message: string };

/** The typed estimate, as whole dollars, or the message that explains what is wrong. */
export function checkEstimate(text: string): EstimateCheck {
  if (text.trim() === '') return { ok: false, message: ESTIMATE_REQUIRED };
  const amount = parseMoneyInput(text);
  if (amount === null) return { ok: false, message: ESTIMATE_NOT_AMOUNT };
  const value = Math.round(amount);
  if (value < ESTIMATE_MIN) return { ok: false, message: ESTIMATE_TOO_LOW };
  if (value > ESTIMATE_MAX) return { ok: false, message: ESTIMATE_TOO_HIGH };
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------
// Liens (liens)

export const LIEN_STATUSES = ['OPEN', 'PAID_OFF', 'CLOSED'] as const;
export type LienStatus = (typeof LIEN_STATUSES)[number];

export const LIEN_OWNER_REQUIRED = 'Tell us whether this lien is yours'; // (ours)
export const LIEN_STATUS_REQUIRED = 'Tell us the status of this lien'; // (ours)
export const LIEN_PAYOFF_STATEMENT_REQUIRED =
  'Confirm that this lien was paid in full, or choose another status'; // (ours)

/** One lien's answers as the form holds them ('' = not answered yet). */
export interface LienAnswerInput {
  id: string;
  mine: '' | 'yes' | 'no';
  status: '' | LienStatus;
  /** The borrower's statement that a paid-off lien was paid in full (instead of a letter). */
  paidInFull: boolean;
}

/** What the step takes for one lien. */
export interface LienAnswer {
  id: string;
  mine: boolean;
  /** Only asked for the borrower's own liens. */
  status: LienStatus | null;
  paidInFullStatement: boolean;
}

export type LienErrors = Record<string, Partial<Record<'mine' | 'status' | 'paidInFull', string>>>;

/** The errors of each lien, by lien id (an empty record: all answered). */
export function checkLienAnswers(answers: readonly LienAnswerInput[]): LienErrors {
  const errors: LienErrors = {};
  for (const answer of answers) {
    const own: LienErrors[string] = {};
    if (answer.mine === '') own.mine = LIEN_OWNER_REQUIRED;
    if (answer.mine === 'yes') {
      if (answer.status === '') own.status = LIEN_STATUS_REQUIRED;
      if (answer.status === 'PAID_OFF' && !answer.paidInFull) {
        own.paidInFull = LIEN_PAYOFF_STATEMENT_REQUIRED;
      }
    }
    if (Object.keys(own).length > 0) errors[answer.id] = own;
  }
  return errors;
}

export function toLienAnswers(answers: readonly LienAnswerInput[]): LienAnswer[] {
  return answers.map((answer) => {
    const mine = answer.mine === 'yes';
    const status = mine && answer.status !== '' ? answer.status : null;
    return {
      id: answer.id,
      mine,
      status,
      paidInFullStatement: mine && status === 'PAID_OFF' && answer.paidInFull,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Delinquency explanation (review-app/delinquency): 10 to 1000 characters, like the feedback form

export const EXPLANATION_MIN = 10;
export const EXPLANATION_MAX = 1000;
export const EXPLANATION_REQUIRED = 'Tell us what happened'; // (ours)
export const EXPLANATION_TOO_SHORT = 'Must be at least 10 characters'; // (ours)
export const EXPLANATION_TOO_LONG = 'Must be 1000 characters or fewer'; // (ours)

export function checkExplanation(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return EXPLANATION_REQUIRED;
  if (value.length < EXPLANATION_MIN) return EXPLANATION_TOO_SHORT;
  if (value.length > EXPLANATION_MAX) return EXPLANATION_TOO_LONG;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Card payment (hold: the on-site appraisal). The card number is checked here and sent once to
// the payment call; nothing keeps it.

export const CARD_NUMBER_REQUIRED = 'Enter your card number'; // (ours)
export const CARD_NUMBER_INVALID = 'Enter a valid card number'; // (ours)
export const CARD_NAME_REQUIRED = 'Enter the name on your card'; // (ours)
export const CARD_EXPIRY_REQUIRED = 'Enter the expiry date'; // (ours)
export const CARD_EXPIRY_INVALID = 'Enter the expiry date as MM/YY, like 04/29'; // (ours)
export const CARD_EXPIRED = 'This card has expired'; // (ours)
export const CARD_CVC_REQUIRED = 'Enter the security code'; // (ours)
export const CARD_CVC_INVALID = 'Enter the 3-digit security code on the back of your card'; // (ours)
export const CARD_CVC_INVALID_AMEX = 'Enter the 4-digit security code on the front of your card'; // (ours)
export const CARD_ZIP_INVALID = 'Enter a 5-digit billing ZIP code'; // (ours)

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'UNKNOWN';

export const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  return 'UNKNOWN';
}

export function checkCardNumber(text: string): string | undefined {
  const digits = digitsOnly(text);
  if (digits === '') return CARD_NUMBER_REQUIRED;
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return CARD_NUMBER_INVALID;
  const brand = cardBrand(digits);
  if (brand === 'AMEX' && digits.length !== 15) return CARD_NUMBER_INVALID;
  return undefined;
}

/** MM/YY (or MM/YYYY): the card is good through the last day of that month. */
export function checkExpiry(text: string, today: Date): string | undefined {
  const value = text.trim();
  if (value === '') return CARD_EXPIRY_REQUIRED;
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return CARD_EXPIRY_INVALID;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_EXPIRY_INVALID;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const current = today.getFullYear() * 12 + today.getMonth();
  if (year * 12 + (month - 1) < current) return CARD_EXPIRED;
  return undefined;
}

export function checkCvc(text: string, number: string): string | undefined {
  const value = text.trim();
  if (value === '') return CARD_CVC_REQUIRED;
  const amex = cardBrand(number) === 'AMEX';
  if (amex) return /^\d{4}$/.test(value) ? undefined : CARD_CVC_INVALID_AMEX;
  return /^\d{3}$/.test(value) ? undefined : CARD_CVC_INVALID;
}

export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

export function checkCard(card: CardInput, today: Date): CardErrors {
  const errors: CardErrors = {};
  if (card.name.trim() === '') errors.name = CARD_NAME_REQUIRED;
  const number = checkCardNumber(card.number);
  if (number) errors.number = number;
  const expiry = checkExpiry(card.expiry, today);
  if (expiry) errors.expiry = expiry;
  const cvc = checkCvc(card.cvc, card.number);
  if (cvc) errors.cvc = cvc;
  if (!/^\d{5}$/.test(card.zip.trim())) errors.zip = CARD_ZIP_INVALID;
  return errors;
}
