// The mailbox: every email the emulated service would have sent to one address.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { readMailbox } from '../mailbox';

export async function mailboxRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  defineEndpoint(app, openToAnyone, sandboxEndpoints.readMailbox, ({ query }) => readMailbox(ctx.db, query.to));
}
