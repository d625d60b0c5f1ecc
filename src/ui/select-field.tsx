// A labelled native select: a {@link Field} around a {@link Select}, the pair every form with a choice repeated.
import { forwardRef, type ReactNode } from 'react';
import { Field } from './field';
import { Select, type SelectProps } from './select';

/** Props of {@link SelectField}: every prop of a {@link Select} (so of a native `<select>`), plus the field's own. */
export interface SelectFieldProps extends SelectProps {
  /** The visible label of the select. */
  label: ReactNode;
  /** A hint shown under the label and read with the select. */
  description?: ReactNode;
  /** The error to show; the select is marked invalid while there is one. */
  error?: string | undefined;
}

/**
 * A select with its label, hint and error wired by id and aria attributes; spread react-hook-form's `register`
 * on it. State is exposed as the field's `data-state` (`valid` | `invalid`).
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, description, error, ...props },
  ref,
) {
  return (
    <Field label={label} description={description} error={error}>
      {(control) => <Select {...props} {...control} ref={ref} />}
    </Field>
  );
});
