/**
 * A failed submit call of the registration machine, announced, with "Try again" when the machine
 * can resume from the failed call (RETRY never repeats a call that succeeded).
 */
export function SubmitFailure({
  message,
  canRetry,
  onRetry,
}: {
  message: string | null | undefined;
  canRetry: boolean;
  onRetry: () => void;
}) {
  if (!message) return null;
  return (
    <div className="kit-alert kit-alert--error" role="alert">
      <p>{message}</p>
      {canRetry ? (
        <button type="button" className="kit-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
