// The HTML part of a sandbox email: what a customer's mail program shows. The service's emails are written once, as
// text (trade/mail.ts, merchant notices); this renders that text the way an HTML email lays it out: the subject as
// its heading, a paragraph per blank-line block, links as links and the 6-digit codes set large. Every value is
// escaped and the document has no script; it is served with its own strict policy and framed only by the console.
import { mailParts } from '#contract/sandbox/mail-parts';
import { escapeHtml } from '../trade/sandbox-page';
import type { MailboxEntry } from './mailbox';

/** Headers of the HTML part: no caching, no script, inline styles only, framed by the console (same origin) only. */
export const mailHtmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'referrer-policy': 'no-referrer',
} as const;

function paragraph(block: string): string {
  const inner = mailParts(block)
    .map((part) => {
      if (part.kind === 'link') return `<a href="${escapeHtml(part.url)}">${escapeHtml(part.url)}</a>`;
      if (part.kind === 'code') return `<strong class="code">${part.code}</strong>`;
      return escapeHtml(part.text).replace(/\n/g, '<br>');
    })
    .join('');
  return `<p>${inner}</p>`;
}

/** The whole HTML document of `mail`. Links open outside the frame (`base target`). */
export function mailHtml(mail: Pick<MailboxEntry, 'subject' | 'text'>): string {
  const blocks = mail.text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<base target="_blank">
<title>${escapeHtml(mail.subject)}</title>
<style>body{margin:0;background:#f4f5f7;font:16px/1.5 system-ui,sans-serif;color:#1d1f23}
.mail{max-width:34rem;margin:1rem auto;background:#fff;border-radius:8px;padding:1.5rem;border:1px solid #d8dce2}
h1{font-size:1.25rem;margin:0 0 1rem}a{color:#1a5fb4;overflow-wrap:anywhere}
.code{display:inline-block;font:600 1.5rem/1.2 ui-monospace,monospace;letter-spacing:.15em;padding:.25rem .5rem;
background:#eef2f8;border-radius:4px}</style></head>
<body>
<main class="mail">
<h1>${escapeHtml(mail.subject)}</h1>
${blocks.map(paragraph).join('\n')}
</main>
</body>
</html>
`;
}
