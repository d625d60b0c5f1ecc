// Entry of an emailed numeric code: one input, so paste of the whole code, one-time-code autofill and screen
// readers all work without juggling focus across six boxes.
import { type ChangeEvent, type ComponentPropsWithoutRef, forwardRef } from 'react';
import './code-input.css';

/** Props of {@link CodeInput}: a native input's props, with the value as digits only. */
export interface CodeInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'value' | 'defaultValue'> {
  /** Number of digits of the code. */
  length: number;
  value: string;
  onValueChange: (digits: string) => void;
  /** Called once when the last digit arrives, e.g. to submit. */
  onComplete?: (digits: string) => void;
}

/**
 * A numeric code field. Anything typed or pasted is reduced to its digits ("123 456", "123-456" → "123456") and
 * cut to `length`; `autocomplete="one-time-code"` lets phones offer the code from the email or SMS.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { length, value, onValueChange, onComplete, className, ...props },
  ref,
) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, length);
    onValueChange(digits);
    if (digits.length === length && digits !== value) onComplete?.(digits);
  }
  return (
    <input
      {...props}
      ref={ref}
      className={className ? `tk-input tk-code-input ${className}` : 'tk-input tk-code-input'}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${length}}`}
      maxLength={length + 8}
      spellCheck={false}
      value={value}
      onChange={handleChange}
      data-state={value.length === length ? 'complete' : 'incomplete'}
    />
  );
});
