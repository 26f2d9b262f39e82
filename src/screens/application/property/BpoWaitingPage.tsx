import { BPO_WAITING_TITLE, ValuationHold } from './BpoHoldPage';

/** bpo/waiting: the valuation is ordered, the report is not in yet. */
export function Component() {
  return <ValuationHold title={BPO_WAITING_TITLE} waiting />;
}
