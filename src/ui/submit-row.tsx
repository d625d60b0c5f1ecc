// The row under a form with its submit button: the one markup every form of the kit ends with.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** Props of {@link SubmitRow}: every prop of a {@link Button} (so of a native `<button>`) but its type. */
export interface SubmitRowProps extends Omit<ButtonProps, 'type'> {
  /** Further actions after the submit button (a link to another view, a secondary button). */
  extra?: ReactNode;
}

/** A form's actions row: its submit button (`loading` while the submission runs), then any `extra` actions. */
export function SubmitRow({ extra, ...props }: SubmitRowProps) {
  return (
    <div className="tk-actions">
      <Button {...props} type="submit" />
      {extra}
    </div>
  );
}
