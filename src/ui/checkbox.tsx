// A native checkbox with its label to the right, and an optional error.
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';

/** Props of {@link Checkbox}: a native checkbox input's props plus its label and error. */
export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, ...props },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="tk-field" data-state={error ? 'invalid' : 'valid'}>
      <div className="tk-checkbox">
        <input
          {...props}
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p className="tk-field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
