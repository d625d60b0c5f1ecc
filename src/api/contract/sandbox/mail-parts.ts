// A sandbox email's text as its reader sees it: plain text, with the links a customer would click and the 6-digit
// codes they would type picked out. The console shows them to open or copy; the emulator renders the email's HTML
// part from the same cut (bff/src/emulator/sandbox/mail-html.ts), so both parts say the same.

export type MailPart = { kind: 'text'; text: string } | { kind: 'link'; url: string } | { kind: 'code'; code: string };

// A link runs to the first space; a sentence's closing punctuation after it is not part of it.
const pattern = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'])|(?<![\d-])(\d{6})(?![\d-])/g;

/** `text` cut into plain runs, links and 6-digit codes, in order. */
export function mailParts(text: string): MailPart[] {
  const parts: MailPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > at) parts.push({ kind: 'text', text: text.slice(at, index) });
    if (match[1]) parts.push({ kind: 'link', url: match[1] });
    else parts.push({ kind: 'code', code: match[2]! });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The 6-digit codes of `text`, each once, in order. */
export function mailCodes(text: string): string[] {
  return [...new Set(mailParts(text).flatMap((part) => (part.kind === 'code' ? [part.code] : [])))];
}
