// Progress through the steps of a flow: an ordered list, the current step marked for assistive technology.
import type { ReactNode } from 'react';

/** One step of a {@link Stepper}. */
export interface StepperStep {
  id: string;
  label: ReactNode;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Names the list, e.g. "Progress". */
  label: string;
  steps: readonly StepperStep[];
  /** The step the user is on; steps before it are complete. */
  currentId: string | undefined;
  /** Announced after a completed step's label, e.g. "(done)". */
  completeText: string;
}

/** Each step has `data-state` `complete` | `current` | `upcoming`; the current one has `aria-current="step"`. */
export function Stepper({ label, steps, currentId, completeText }: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  const reached = currentIndex === -1 ? steps.length : currentIndex;
  return (
    <nav aria-label={label}>
      <ol className="tk-stepper">
        {steps.map((step, index) => {
          const state = index < reached ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className="tk-stepper__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="tk-stepper__marker" aria-hidden="true">
                {index + 1}
              </span>
              <span className="tk-stepper__label">
                {step.label}
                {state === 'complete' ? <span className="tk-visually-hidden"> {completeText}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
