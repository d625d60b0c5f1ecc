// A form field: label, optional description and error, wired to the control by id and aria attributes.
import { type ReactNode, useId } from 'react';

/** What a control inside a {@link Field} spreads onto itself so assistive technology reads label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The visible label of the control. */
  label: ReactNode;
  /** A hint shown under the label and read with the control. */
  description?: ReactNode;
  /** The error to show; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error. State is exposed as `data-state` (`valid` | `invalid`) for styling.
 * The error is a live region of its own, so it is announced when it appears.
 */
export function Field({ label, description, error, children }: FieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean);
  return (
    <div className="tk-field" data-state={error ? 'invalid' : 'valid'}>
      <label className="tk-field__label" htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p className="tk-field__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p className="tk-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
