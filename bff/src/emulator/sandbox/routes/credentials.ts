// The sandbox's own partner and merchant, for the console's Credentials panel and for scripts: secrets only with
// `?reveal=secrets`, never cached.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { readSandboxCredentials } from '../credentials';

export async function credentialRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  defineEndpoint(
    app,
    openToAnyone,
    sandboxEndpoints.getSandboxCredentials,
    ({ query }) => {
      const credentials = readSandboxCredentials(ctx, query.reveal === 'secrets');
      if (!credentials)
        throw new ApiError(
          404,
          'not_found',
          'The sandbox has no partner and merchant of its own yet: the server makes them when it starts.',
        );
      return credentials;
    },
    // Set before the query is checked, so every answer has it: a secret must not stay in a browser's or proxy's cache.
    { before: [async (_request, reply) => void reply.header('cache-control', 'no-store')] },
  );
}
