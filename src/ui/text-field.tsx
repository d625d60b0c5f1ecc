// A labelled text input: a {@link Field} around an `<input>` in the kit's look, the pair every form repeated.
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Field } from './field';

/** Props of {@link TextField}: every prop of a native `<input>`, plus the field's own. */
export interface TextFieldProps extends ComponentPropsWithoutRef<'input'> {
  /** The visible label of the input. */
  label: ReactNode;
  /** A hint shown under the label and read with the input. */
  description?: ReactNode;
  /** The error to show; the input is marked invalid while there is one. */
  error?: string | undefined;
}

/**
 * An input with its label, hint and error wired by id and aria attributes; spread react-hook-form's `register` on
 * it. Registering here, as the form renders, keeps react-hook-form's focus-the-first-error in reading order with
 * the {@link SelectField}s beside it. State is exposed as the field's `data-state` (`valid` | `invalid`).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, className, ...props },
  ref,
) {
  return (
    <Field label={label} description={description} error={error}>
      {(control) => (
        <input {...props} {...control} ref={ref} className={className ? `tk-input ${className}` : 'tk-input'} />
      )}
    </Field>
  );
});
