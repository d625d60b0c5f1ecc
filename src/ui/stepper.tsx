// Progress through the steps of a flow, in one row so it costs a phone no scrolling: "Step 2 of 7 · Account" over a
// thin bar. The ordered list of every step, the current one marked, is there for assistive technology.
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
  /** The visible position, e.g. "Step 2 of 7"; default "2/7". */
  positionText?: (position: number, count: number) => string;
}

/**
 * Each step of the list has `data-state` `complete` | `current` | `upcoming`; the current one has
 * `aria-current="step"`. The visible row repeats the list for the eye only (hidden from assistive technology).
 */
export function Stepper({
  label,
  steps,
  currentId,
  completeText,
  positionText = (position, count) => `${position}/${count}`,
}: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  const reached = currentIndex === -1 ? steps.length : currentIndex;
  // Past the last step (all done), the row stays on the last one, full.
  const position = Math.min(reached + 1, steps.length);
  return (
    <nav aria-label={label} className="tk-stepper">
      <p aria-hidden="true">
        {positionText(position, steps.length)} · {steps[position - 1]?.label}
      </p>
      <span className="tk-stepper__bar" aria-hidden="true">
        <span style={{ width: `${(100 * position) / steps.length}%` }} />
      </span>
      <ol className="tk-visually-hidden">
        {steps.map((step, index) => {
          const state = index < reached ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {step.label}
              {state === 'complete' ? ` ${completeText}` : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
