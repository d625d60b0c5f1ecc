// The mailbox: every email the emulated service would have sent, its text and (rendered) HTML parts.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { sandboxPage } from '../../trade/sandbox-page';
import { mailHtml, mailHtmlHeaders } from '../mail-html';
import { findMail, readMailbox } from '../mailbox';

export async function mailboxRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  defineEndpoint(app, openToAnyone, sandboxEndpoints.readMailbox, ({ query }) =>
    readMailbox(ctx.db, query.to, query.limit),
  );

  defineEndpoint(app, openToAnyone, sandboxEndpoints.showMailHtml, ({ params, reply }) => {
    const mail = findMail(ctx.db, params.id);
    if (!mail)
      return reply
        .code(404)
        .headers(mailHtmlHeaders)
        .send(sandboxPage('Email not found', '<p>No email of the sandbox mailbox has this id.</p>'));
    return reply.headers(mailHtmlHeaders).send(mailHtml(mail));
  });
}
