// A loading indicator that screen readers hear as one status message.

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers, e.g. "Loading your profile". */
  label: string;
}

/** A spinning ring with a visually hidden label in a polite live region. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="tk-spinner" role="status">
      <span className="tk-spinner__ring" aria-hidden="true" />
      <span className="tk-visually-hidden">{label}</span>
    </div>
  );
}
