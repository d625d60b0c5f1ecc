// Helpers of the contract tests: what a client would read in `error_description` for a rejected value.
import * as z from 'zod/mini';
import { describeIssues } from '../issues';

/** `[]` when the value parses, else one sentence per issue ("profile.address.state: required when …"). */
export function issuesOf(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : describeIssues(result.error);
}

export const partnerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const otherUuid = 'a3bb189e-8bf9-3888-9912-ace4e6543002';
