/**
 * Bank account rules of the bank screens (bank/manual-disburse, bank/confirm, bank/autopay):
 * pure functions, no I/O. The spec gives one rule ("Bank account hint uses the last 4 characters
 * of the account mask or number", shell §5); the rest is designed as a demanding US lender would
 * (docs/screens/bank.md): ABA routing numbers with their checksum, 4-17 digit account numbers.
 */

export type BankAccountType = 'CHECKING' | 'SAVINGS';
export const BANK_ACCOUNT_TYPES: readonly BankAccountType[] = ['CHECKING', 'SAVINGS'];

/** Payment types (shell §3): monthly payments drawn automatically, or paid by the borrower. */
export type PaymentMethod = 'AUTOPAY' | 'MANUAL';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['AUTOPAY', 'MANUAL'];

export const ACCOUNT_TYPE_LABEL: Readonly<Record<BankAccountType, string>> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
};

export const ROUTING_NUMBER_LENGTH = 9;
export const ACCOUNT_NUMBER_MIN = 4;
export const ACCOUNT_NUMBER_MAX = 17;
export const HOLDER_NAME_MAX = 100;

// Messages (ours: the spec shows no wording for these fields).
export const HOLDER_NAME_REQUIRED = "Enter the account holder's name";
export const HOLDER_NAME_TOO_LONG = `Account holder's name must be ${HOLDER_NAME_MAX} characters or fewer`;
export const ROUTING_REQUIRED = 'Enter your routing number';
export const ROUTING_LENGTH = 'Routing number must be 9 digits';
export const ROUTING_CHECKSUM =
  'Enter a valid routing number: check the 9 digits at the bottom left of a check';
export const ACCOUNT_REQUIRED = 'Enter your account number';
export const ACCOUNT_LENGTH = 'Account number must be 4 to 17 digits';
export const CONFIRM_ACCOUNT_REQUIRED = 'Enter your account number again';
export const ACCOUNTS_DONT_MATCH = "Account numbers don't match";
export const ACCOUNT_TYPE_REQUIRED = 'Select an account type';
export const PAYMENT_METHOD_REQUIRED = 'Select how you want to make your payments';
export const AUTOPAY_ACCOUNT_REQUIRED = 'Choose the account for your monthly payments';

/** Spaces and dashes people type from a check or a statement are not part of the number. */
export function digitsOf(text: string): string {
  return text.replace(/[\s-]/gu, '');
}

/**
 * The ABA checksum: 3 × (d1 + d4 + d7) + 7 × (d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10.
 * Nine digits only (false otherwise).
 */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/u.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** The routing number's message, or null when it is valid. */
export function routingNumberError(text: string): string | null {
  const routing = digitsOf(text);
  if (routing === '') return ROUTING_REQUIRED;
  if (!/^\d{9}$/u.test(routing)) return ROUTING_LENGTH;
  return isValidRoutingNumber(routing) ? null : ROUTING_CHECKSUM;
}

/** The account number's message, or null when it is valid (4 to 17 digits). */
export function accountNumberError(text: string): string | null {
  const account = digitsOf(text);
  if (account === '') return ACCOUNT_REQUIRED;
  return /^\d{4,17}$/u.test(account) ? null : ACCOUNT_LENGTH;
}

export interface ManualAccountValues {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: BankAccountType | '';
}

export type ManualAccountField = keyof ManualAccountValues;

/** Page order (the error summary lists the problems in this order). */
export const MANUAL_ACCOUNT_FIELDS: readonly ManualAccountField[] = [
  'holderName',
  'routingNumber',
  'accountNumber',
  'confirmAccountNumber',
  'accountType',
];

export const EMPTY_MANUAL_ACCOUNT: ManualAccountValues = {
  holderName: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: '',
};

/** Every field's message (only the fields with a problem); empty when the form is valid. */
export function validateManualAccount(
  values: ManualAccountValues,
): Partial<Record<ManualAccountField, string>> {
  const errors: Partial<Record<ManualAccountField, string>> = {};
  const holder = values.holderName.trim();
  if (holder === '') errors.holderName = HOLDER_NAME_REQUIRED;
  else if (holder.length > HOLDER_NAME_MAX) errors.holderName = HOLDER_NAME_TOO_LONG;
  const routing = routingNumberError(values.routingNumber);
  if (routing) errors.routingNumber = routing;
  const account = accountNumberError(values.accountNumber);
  if (account) errors.accountNumber = account;
  if (digitsOf(values.confirmAccountNumber) === '') {
    errors.confirmAccountNumber = CONFIRM_ACCOUNT_REQUIRED;
  } else if (digitsOf(values.confirmAccountNumber) !== digitsOf(values.accountNumber)) {
    errors.confirmAccountNumber = ACCOUNTS_DONT_MATCH;
  }
  if (!BANK_ACCOUNT_TYPES.includes(values.accountType as BankAccountType)) {
    errors.accountType = ACCOUNT_TYPE_REQUIRED;
  }
  return errors;
}

/** What the lender is sent for a valid form (digits only, name trimmed). */
export interface ManualAccountInput {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
}

/** The body for a form `validateManualAccount` accepted. */
export function manualAccountInput(values: ManualAccountValues): ManualAccountInput {
  return {
    holderName: values.holderName.trim(),
    routingNumber: digitsOf(values.routingNumber),
    accountNumber: digitsOf(values.accountNumber),
    accountType: values.accountType === 'SAVINGS' ? 'SAVINGS' : 'CHECKING',
  };
}

/**
 * The last 4 characters of the mask, else of the account number (shell §5); null when there is
 * neither.
 */
export function accountLastFour(
  mask: string | null | undefined,
  accountNumber?: string | null,
): string | null {
  const source = mask?.trim() || accountNumber?.trim() || '';
  return source === '' ? null : source.slice(-4);
}

/** "ending in 1234" (shell §5), or null when there is no mask nor number. */
export function accountHint(
  mask: string | null | undefined,
  accountNumber?: string | null,
): string | null {
  const last = accountLastFour(mask, accountNumber);
  return last === null ? null : `ending in ${last}`;
}

/** An account number as the lender keeps and shows it: all but the last 4 digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = digitsOf(accountNumber);
  if (digits.length <= 4) return digits;
  return `${'x'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export function accountTypeLabel(type: string | null | undefined): string {
  return type === 'SAVINGS' || type === 'CHECKING' ? ACCOUNT_TYPE_LABEL[type] : 'Bank account';
}

/** "Chase Checking ending in 1234" (the parts that are known). */
export function describeAccount(account: {
  institutionName?: string | null;
  accountType?: string | null;
  mask?: string | null;
  accountNumber?: string | null;
}): string {
  return [
    account.institutionName?.trim() || null,
    accountTypeLabel(account.accountType),
    accountHint(account.mask, account.accountNumber),
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
}

/** What the autopay discount reads of an offer (application.ts Offer). */
export interface DiscountedOffer {
  uuid: string;
  term: number;
  rate: number;
  discountList: readonly { discountType: string; rateWithDiscount: number }[];
}

/**
 * The offer the borrower chose: the one named by the select-offer answer, else the one whose term
 * and rate match the application's; null when neither is found.
 */
export function chosenOffer<T extends DiscountedOffer>(
  offers: readonly T[],
  chosen: { offerUuid?: string | null; term?: number | null; rate?: number | null },
): T | null {
  if (chosen.offerUuid) {
    const named = offers.find((offer) => offer.uuid === chosen.offerUuid);
    if (named) return named;
  }
  return (
    offers.find((offer) => offer.term === chosen.term && offer.rate === chosen.rate) ??
    (offers.length === 1 ? offers[0]! : null)
  );
}

/** The offer's rate with the AUTOPAY discount (percent), or null when it has none. */
export function autopayRate(offer: DiscountedOffer | null | undefined): number | null {
  const discount = offer?.discountList.find((item) => item.discountType === 'AUTOPAY');
  return discount ? discount.rateWithDiscount : null;
}

/** "7.45%": a rate in percent, two decimals at most. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2)).toString()}%`;
}

/** What a bank link is for: the disbursement account, or another account for autopay. */
export type BankLinkPurpose = 'DISBURSE' | 'AUTOPAY';
