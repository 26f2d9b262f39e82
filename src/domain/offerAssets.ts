/**
 * The asset-depletion form (product/assets): the type of account holding the borrower's liquid
 * assets, their total, and the borrower's confirmation. Pure. Design: docs/screens/offer.md.
 */
import { parseMoneyInput } from './money';

export const ASSET_ACCOUNT_TYPES = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
  { value: 'BROKERAGE', label: 'Brokerage or investment' },
  { value: 'RETIREMENT', label: 'Retirement (IRA, 401(k))' },
] as const;
export type AssetAccountType = (typeof ASSET_ACCOUNT_TYPES)[number]['value'];

/** The most the form takes: a billion dollars (a typo guard, not a credit rule). */
export const MAX_LIQUID_ASSETS = 1_000_000_000;

export const ASSET_MESSAGES = {
  accountType: 'Select the type of account that holds your assets',
  totalRequired: 'Enter the total balance of these accounts',
  totalNotAmount: 'Enter the total in dollars, like 250,000',
  totalPositive: 'Enter a total above $0',
  totalTooLarge: 'Enter a total of $1,000,000,000 or less',
  confirmed: 'Confirm that these accounts are yours and the total is correct',
} as const;

export interface AssetFormValues {
  accountType: string;
  total: string;
  confirmed: boolean;
}

export interface AssetsBody extends Record<string, unknown> {
  accountType: AssetAccountType;
  totalLiquidAssets: number;
  confirmed: true;
}

export const ASSET_FIELDS = ['accountType', 'total', 'confirmed'] as const;

export type AssetsResult =
  | { ok: true; body: AssetsBody }
  | { ok: false; errors: Partial<Record<(typeof ASSET_FIELDS)[number], string>> };

export function validateAssets(values: AssetFormValues): AssetsResult {
  const errors: Partial<Record<(typeof ASSET_FIELDS)[number], string>> = {};
  const type = ASSET_ACCOUNT_TYPES.find((option) => option.value === values.accountType);
  if (!type) errors.accountType = ASSET_MESSAGES.accountType;
  const amount = parseMoneyInput(values.total);
  if (values.total.trim() === '') errors.total = ASSET_MESSAGES.totalRequired;
  else if (amount === null) errors.total = ASSET_MESSAGES.totalNotAmount;
  else if (amount <= 0) errors.total = ASSET_MESSAGES.totalPositive;
  else if (amount > MAX_LIQUID_ASSETS) errors.total = ASSET_MESSAGES.totalTooLarge;
  if (!values.confirmed) errors.confirmed = ASSET_MESSAGES.confirmed;
  if (!type || amount === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      accountType: type.value,
      totalLiquidAssets: Math.round(amount * 100) / 100,
      confirmed: true,
    },
  };
}
