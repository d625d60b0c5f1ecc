// The kit's public face: named exports only, each documented in one line.

/** An accessible button with a `loading` state, styled by the kit's `ui/theme.css` custom properties. */
export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
