// A group of native radio buttons in a fieldset: arrow keys move between them, the legend names the group.
import { type ReactNode, useId, useState } from 'react';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

/** Props of {@link RadioGroup}, controlled (`value`) or uncontrolled (`defaultValue`). */
export interface RadioGroupProps<V extends string = string> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value?: V | undefined;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Ref of the first radio, so a form can move focus to the group when it has an error. */
  firstRef?: (element: HTMLInputElement | null) => void;
  disabled?: boolean;
}

/** Radio buttons with a legend and an error; `data-state` on the group is `valid` or `invalid`. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  error,
  firstRef,
  disabled,
}: RadioGroupProps<V>) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState<V | undefined>(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="tk-radio-group"
      data-state={error ? 'invalid' : 'valid'}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="tk-field__label">{legend}</legend>
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        return (
          <div className="tk-radio" key={option.value} data-state={current === option.value ? 'checked' : 'unchecked'}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={current === option.value}
              onChange={() => {
                setUncontrolled(option.value);
                onValueChange?.(option.value);
              }}
              onBlur={onBlur}
              aria-describedby={option.description ? `${optionId}-description` : undefined}
            />
            <label htmlFor={optionId}>{option.label}</label>
            {option.description ? (
              <p className="tk-field__description" id={`${optionId}-description`}>
                {option.description}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p className="tk-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
