// The frame of the sandbox's server-rendered pages (identity provider, card payment, receipt): plain HTML in the
// sandbox console's look (the kit's theme values, light or dark as the system prefers), every value escaped, no
// script, one h1, a language. Works without script, by keyboard and by screen reader, and tests read it as text.
import { sandboxTheme, type SandboxColours } from './sandbox-theme';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Headers of every page: no caching (the state changes), no script. No `form-action`: browsers apply it to the
 * redirect after a post too, and the identity and card pages' posts go on to the partner's return URL, which may be
 * on another origin.
 */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'referrer-policy': 'no-referrer',
} as const;

const colours = (scheme: SandboxColours) =>
  Object.entries(scheme)
    .map(([name, value]) => `--tk-${name}:${value};`)
    .join('');

/**
 * The pages' one style sheet, inline (the CSP allows inline styles only). Its rules copy the console's
 * (src/features/console/console.css) and the kit's (src/ui/theme.css: buttons, fields, alerts, the summary list),
 * on elements and a few classes, since these pages have no React components to carry the kit's class names.
 */
const pageStyle = `:root{${colours(sandboxTheme.light)}--tk-radius:${sandboxTheme.radius};--tk-font:${sandboxTheme.font};color-scheme:light}
@media (prefers-color-scheme:dark){:root{${colours(sandboxTheme.dark)}color-scheme:dark}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--tk-surface);color:var(--tk-text);font-family:var(--tk-font);line-height:1.5}
.band{border-bottom:1px solid var(--tk-border);background:var(--tk-subtle)}
.band p{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;max-width:40rem;margin:0 auto;padding:.75rem 1rem;font-weight:600}
.pill{padding:.125rem .5rem;border:1px solid var(--tk-border);border-radius:999px;font-size:.875rem;font-weight:400}
main{display:grid;gap:1rem;max-width:40rem;margin:0 auto;padding:1rem}
h1{margin:0;font-size:1.5rem}
h2{margin:0 0 .5rem;font-size:1.125rem}
p{margin:0;overflow-wrap:anywhere}
.card{display:grid;gap:.75rem;margin:0;padding:1rem;border:1px solid var(--tk-border);border-radius:var(--tk-radius);background:var(--tk-subtle)}
.card h2{margin:0}
form{display:grid;gap:.75rem;justify-items:start;margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
.field{display:grid;gap:.25rem;width:100%}
label{font-weight:600}
select{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid var(--tk-border);border-radius:var(--tk-radius);background:var(--tk-surface);color:var(--tk-text);font:1rem/1.25 var(--tk-font)}
button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.625rem 1.25rem;border:2px solid var(--tk-primary);border-radius:var(--tk-radius);background:var(--tk-surface);color:var(--tk-primary);font:600 1rem/1.25 var(--tk-font);cursor:pointer}
button[data-variant=primary]{background:var(--tk-primary);color:var(--tk-on-primary)}
button:hover{opacity:.9}
button:focus-visible,select:focus-visible{outline:3px solid var(--tk-focus);outline-offset:2px}
dl{display:grid;grid-template-columns:minmax(6rem,auto) 1fr;gap:.25rem 1rem;margin:0}
dt{color:var(--tk-muted)}
dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.amount{display:grid;gap:.125rem}
.amount__label{color:var(--tk-muted)}
.amount__value{font-size:2rem;font-weight:700;line-height:1.2;font-variant-numeric:tabular-nums}
.notice{padding:.75rem 1rem;border-left:4px solid var(--tk-primary);border-radius:var(--tk-radius);background:var(--tk-subtle)}
.notice[data-tone=success]{border-left-color:var(--tk-success)}
.notice[data-tone=error]{border-left-color:var(--tk-error)}
.notice[data-tone=warning]{border-left-color:var(--tk-warning)}`;

/**
 * A whole page: the sandbox's header band, then `title` as the one h1 (and the document title) and `body`, which is
 * already escaped HTML.
 */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${pageStyle}</style></head>
<body>
<header class="band"><p>Tradekit sandbox <span class="pill">Test mode: nothing here is real</span></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A definition list of label → value pairs, values escaped. */
export function facts(pairs: readonly (readonly [string, string])[]): string {
  return `<dl>${pairs.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** An amount shown large, with what it is above it. */
export function prominentAmount(label: string, amount: string): string {
  return `<p class="amount"><span class="amount__label">${escapeHtml(label)}</span> <span class="amount__value">${escapeHtml(amount)}</span></p>`;
}

/** A form's submit button, drawn as the kit's primary or secondary button; its text is its name. */
export function submitButton(label: string, variant: 'primary' | 'secondary'): string {
  return `<button type="submit" data-variant="${variant}">${escapeHtml(label)}</button>`;
}

/** What became of something, drawn as the kit's alert in a tone; read out as a status. */
export function notice(text: string, tone: 'info' | 'success' | 'error' | 'warning'): string {
  return `<p class="notice" data-tone="${tone}" role="status">${escapeHtml(text)}</p>`;
}
