// A sandbox route's refusal (`{error, message}` with a 4xx or 5xx), as the console and @tradekit/testing raise it.

/** A sandbox route refused the call: `message` is the route's own, saying what to fix. */
export class SandboxRefusal extends Error {
  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The route's error code (`invalid_request`, `not_found`, `invalid_state`…); `unknown` without one. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxRefusal';
  }

  /** The refusal an answer's status and body (parsed JSON, or anything else) make; `prefix` leads its message. */
  static of(status: number, body: unknown, prefix = ''): SandboxRefusal {
    const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    return new SandboxRefusal(
      status,
      typeof error === 'string' ? error : 'unknown',
      `${prefix}${typeof message === 'string' ? message : `the sandbox answered ${status}`}`,
    );
  }
}
