import type { selectLoanOfficer } from '../../../machines/registration/registration.select';
import { formatPhone, toE164 } from '../../domain/phone';

export type Officer = NonNullable<ReturnType<typeof selectLoanOfficer>>;

/** The referring loan officer's name, phone and e-mail (the side panel and the mobile modal). */
export function OfficerDetails({ officer }: { officer: Officer }) {
  return (
    <>
      <h2>Your loan officer</h2>
      {officer.name ? <p>{officer.name}</p> : null}
      {officer.phone ? (
        <p>
          <a href={`tel:${toE164(officer.phone) ?? officer.phone}`}>
            {formatPhone(officer.phone) || officer.phone}
          </a>
        </p>
      ) : null}
      {officer.email ? (
        <p>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </p>
      ) : null}
    </>
  );
}
