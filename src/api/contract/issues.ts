// Turns zod validation issues into short sentences an API client can act on ("profile.address.state: required
// when country is US"). Both emulators and the BFF word their validation errors with this.
import type { z } from 'zod';

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
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map(describeIssue);
}
