import type { BankScreenState } from './bank';
import type { ConditionsScreenState } from './conditions';
import type { IncomeScreenState } from './income';
import type { MoreInfoScreenState } from './moreInfo';
import type { OfferScreenState } from './offer';
import type { PropertyScreenState } from './property';
import type { SigningScreenState } from './signing';

/**
 * The lender's records behind the application screens, one part per screen group, each made
 * when first needed. Internal: never answered as is (views.ts leaves it out).
 */
export interface ScreenState {
  offer?: OfferScreenState;
  moreInfo?: MoreInfoScreenState;
  income?: IncomeScreenState;
  bank?: BankScreenState;
  signing?: SigningScreenState;
  property?: PropertyScreenState;
  conditions?: ConditionsScreenState;
}
