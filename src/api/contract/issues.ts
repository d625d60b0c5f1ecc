// Turns zod validation issues into short sentences an API client can act on ("profile.address.state: required
// when country is US"). Both emulators and the BFF word their validation errors with this.
import * as z from 'zod/mini';

// zod/mini words its issues only with a configured locale ("Invalid input" otherwise), and whatever parses here
// answers API clients in English: `error_description`, `message`. Set here, where issues are worded, so every
// server that words them configures English once; the browser never loads this and maps issue codes instead.
z.config(z.locales.en());

/** `profile.address.state`, `items[2].amount`; `(root)` for the value itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issuePath(issue.path)}: ${issue.message}`;
}

/** One sentence per issue, in the order zod found them. */
export function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map(describeIssue);
}
