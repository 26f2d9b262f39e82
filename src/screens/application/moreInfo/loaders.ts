import { getApplicationSummary, type ApplicationSummary } from '../../../api/moreInfo';
import { getProfile, type Profile } from '../../../api/profile';
import type { StepCallContext } from '../useStepScreen';

/** What most moreInfo screens show: the borrower's profile and the application. */
export interface BorrowerAndApplication {
  profile: Profile;
  application: ApplicationSummary;
}

export async function loadBorrowerAndApplication({
  applicationUuid,
  signal,
}: StepCallContext): Promise<BorrowerAndApplication> {
  const [profile, application] = await Promise.all([
    getProfile({ signal }),
    getApplicationSummary(applicationUuid, { signal }),
  ]);
  return { profile, application };
}

export function loadApplication({ applicationUuid, signal }: StepCallContext) {
  return getApplicationSummary(applicationUuid, { signal });
}

export function loadProfile({ signal }: StepCallContext) {
  return getProfile({ signal });
}
