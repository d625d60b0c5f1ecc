// The one error every call of the browser API client throws: the BFF's `{error, message, field?}` made typed.
import { BffErrorBody } from '../contract/bff/errors';

/**
 * Codes the client adds for failures that never reached a BFF answer: no network (`network_error`), a BFF that
 * refuses this page's origin (`origin_not_allowed`: add it to the BFF's ALLOWED_ORIGINS; `values.origin` names it)
 * and an answer the contract does not allow (`invalid_response`).
 */
export type ClientErrorCode = 'network_error' | 'origin_not_allowed' | 'invalid_response';

/** A failed browser API call: `code` is the BFF's (or upstream's) machine-readable code, `field` the input to blame. */
export class BffError extends Error {
  override readonly name = 'BffError';
  /** HTTP status; 0 when no answer came (offline, DNS, CORS). */
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** What the error's sentence names (`origin` for `origin_not_allowed`). */
  readonly values: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, field?: string, values: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.values = values;
  }

  /** True when the request never got an answer: the device is offline or the BFF cannot be reached. */
  get isNetworkError(): boolean {
    return this.code === 'network_error';
  }
}

export function isBffError(error: unknown): error is BffError {
  return error instanceof BffError;
}

/** Turns a non-2xx answer into a {@link BffError}; a body that is not the BFF's error shape keeps its status. */
export async function bffErrorFromResponse(response: Response): Promise<BffError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = BffErrorBody.safeParse(body);
  if (parsed.success) {
    return new BffError(response.status, parsed.data.error, parsed.data.message, parsed.data.field);
  }
  const code = response.status >= 500 ? 'internal_error' : 'invalid_response';
  return new BffError(response.status, code, `The browser API answered HTTP ${response.status} without an error body.`);
}
