import { useSelector } from '@xstate/react';
import { isFlagOn } from '../../../../machines/session/session.rules';
import type { FeatureFlagName } from '../../../api/optimize';
import { useOptionalSessionActor } from '../../../app/shell';

/**
 * A feature flag as the shell's session knows it (session machine, flags with the session-stored
 * overrides applied). Off outside a shell and until the flags are known.
 */
export function useFlag(name: FeatureFlagName): boolean {
  const session = useOptionalSessionActor();
  return useSelector(session, (snapshot) =>
    snapshot ? isFlagOn(snapshot.context.flags, name) : false,
  );
}

export const MULTI_PAGE_FLAG = 'fe-heloc-multi-page-product-select' satisfies FeatureFlagName;
export const RATE_BUY_DOWN_FLAG = 'fe-heloc-rate-buy-down' satisfies FeatureFlagName;
export const COMPANY_COVERS_APPRAISAL_FLAG =
  'fe-heloc-company-covers-appraisal' satisfies FeatureFlagName;
