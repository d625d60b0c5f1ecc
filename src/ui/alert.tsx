// A message box: errors interrupt (role=alert), everything else is a polite status.
import type { ComponentPropsWithoutRef } from 'react';

/** How urgent an {@link Alert} is. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}: a `<div>`'s props plus its tone and optional title. */
export interface AlertProps extends ComponentPropsWithoutRef<'div'> {
  tone?: AlertTone;
  title?: string;
}

/** A themed message; `data-tone` carries the tone for styling. */
export function Alert({ tone = 'info', title, children, className, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      {...props}
      className={className ? `tk-alert ${className}` : 'tk-alert'}
      data-tone={tone}
    >
      {title ? <p className="tk-alert__title">{title}</p> : null}
      {children}
    </div>
  );
}
