// The frame of the sandbox's trade pages (card payment, receipt): plain server-rendered HTML in the identity
// provider page's look, every value escaped, no script, one h1, a language. Works without script, by keyboard and
// by screen reader, and tests read it as text.
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Headers of every page: no caching (the state changes), no script, forms only back to the emulator. */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'referrer-policy': 'no-referrer',
} as const;

/** A whole page; `title` is the document title and its one h1, `body` is already escaped HTML. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}form{margin:1rem 0}
button{padding:.5rem 1rem;font:inherit}button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
dt{font-weight:600}dd{margin:0 0 .5rem 0;overflow-wrap:anywhere}</style></head>
<body>
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
