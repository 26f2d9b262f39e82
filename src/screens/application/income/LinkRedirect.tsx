import { Navigate, useParams } from 'react-router';
import { applicationScreenPath } from '../../../domain/screenPaths';

/**
 * income/link without a type: back to income/review, where the borrower chooses how to verify
 * each source (registration-and-routing.md §2 "income/link redirects to review").
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  return <Navigate to={applicationScreenPath(applicationUuid, 'income/review')} replace />;
}
