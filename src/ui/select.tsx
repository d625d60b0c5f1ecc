// A native <select> in the kit's look: native keeps keyboard, screen reader and mobile pickers right for free.
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link Select}: every prop of a native `<select>`, plus its options. */
export interface SelectProps extends ComponentPropsWithoutRef<'select'> {
  options: readonly SelectOption[];
  /** Text of a first, empty choice shown until the user picks one. */
  placeholder?: string;
}

/** A native select with its options; spread a {@link Field}'s control props and react-hook-form's `register` on it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, ...props },
  ref,
) {
  return (
    <select {...props} ref={ref} className={className ? `tk-input tk-select ${className}` : 'tk-input tk-select'}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
});
