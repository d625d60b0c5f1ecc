// The kit's theme values (src/ui/theme.css) the sandbox's server-rendered pages need to look like the console. The
// server cannot load the kit's browser CSS, so the few values are listed here; a test reads theme.css and fails
// when the two drift apart.

/** Colours of one scheme, by the kit's custom property name without `--tk-`. */
export type SandboxColours = Readonly<
  Record<
    | 'primary'
    | 'on-primary'
    | 'surface'
    | 'text'
    | 'muted'
    | 'focus'
    | 'border'
    | 'error'
    | 'success'
    | 'warning'
    | 'subtle',
    string
  >
>;

export const sandboxTheme = {
  light: {
    primary: '#1d4ed8',
    'on-primary': '#ffffff',
    surface: '#ffffff',
    text: '#111827',
    muted: '#4b5563',
    focus: '#ea580c',
    border: '#6b7280',
    error: '#b91c1c',
    success: '#15803d',
    warning: '#a16207',
    subtle: '#f3f4f6',
  },
  // theme.css's dark scheme leaves the focus ring as it is; so does this one.
  dark: {
    primary: '#93c5fd',
    'on-primary': '#0b1220',
    surface: '#111827',
    text: '#f9fafb',
    muted: '#d1d5db',
    focus: '#ea580c',
    border: '#9ca3af',
    error: '#fca5a5',
    success: '#86efac',
    warning: '#fde68a',
    subtle: '#1f2937',
  },
  radius: '0.5rem',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const satisfies { light: SandboxColours; dark: SandboxColours; radius: string; font: string };
