// The kit's button: a native <button> with loading and variant states exposed as data attributes for styling.
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** The look of a button: `primary` for the one main action of a view, `secondary` for the rest. */
export type ButtonVariant = 'primary' | 'secondary';

/** Props of {@link Button}: every prop of a native `<button>`, plus the kit's own. */
export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** The look of the button. Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Marks an action in progress: the button is disabled and announced as busy until this is false again. */
  loading?: boolean;
}

/**
 * A native button with the kit's theme. State is exposed for styling and tests as `data-state`
 * (`idle` | `loading` | `disabled`), `data-loading` and `data-disabled` (present when true).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, disabled = false, type = 'button', className, children, ...props },
  ref,
) {
  const inactive = disabled || loading;
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={className ? `tk-button ${className}` : 'tk-button'}
      disabled={inactive}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-state={loading ? 'loading' : disabled ? 'disabled' : 'idle'}
      data-loading={loading ? '' : undefined}
      data-disabled={inactive ? '' : undefined}
    >
      {children}
    </button>
  );
});
