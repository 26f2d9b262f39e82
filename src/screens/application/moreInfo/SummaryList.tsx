import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** Label-value pairs (a description list), as a check-your-answers section shows them. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="more-info-summary">
      {rows.map((row) => (
        <div className="more-info-summary__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
