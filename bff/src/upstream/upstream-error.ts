// What an upstream call can fail with, in a form the browser API passes on as `{error, message}`: an answer of
// the service (its own code kept), an answer the contract does not allow, or no answer at all.

export type UpstreamService = 'trade' | 'merchant';

/** The service answered with an error of its own: `code` is the Trade `error` or the Merchant `error.code`. */
export class UpstreamError extends Error {
  constructor(
    readonly service: UpstreamService,
    /** HTTP status the service answered with (always 200 for the Merchant API, which puts errors in the body). */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** The service answered something the contract does not allow (or a 5xx after retries): not the user's fault. */
export class UpstreamProtocolError extends Error {
  constructor(
    readonly service: UpstreamService,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamProtocolError';
  }
}

/** The service could not be reached or did not answer in time, after retries where retrying was safe. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly service: UpstreamService,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamUnavailableError';
  }
}
