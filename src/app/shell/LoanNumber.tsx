/**
 * The application's loan number, shown on application pages (shell §2 Layout). Nothing when the
 * application has none yet.
 */
export function LoanNumber({ loanNumber }: { loanNumber: string | number | null | undefined }) {
  if (loanNumber === null || loanNumber === undefined || String(loanNumber).trim() === '')
    return null;
  return (
    <p className="shell-loan-number">
      <span className="shell-loan-number__label">Loan number</span>{' '}
      <span className="shell-loan-number__value">{String(loanNumber)}</span>
    </p>
  );
}
