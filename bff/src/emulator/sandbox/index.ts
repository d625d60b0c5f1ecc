// Sandbox tools: plain JSON (no envelope), no authentication, mounted only in sandbox mode. Every route is an
// endpoint of the contract's table (sandboxEndpoints), registered by its module in routes/.
import type { FastifyInstance } from 'fastify';
import { installErrorShape } from '../../http/error-shape';
import { messageErrorShape } from '../../http/message-errors';
import { refusalAnswer } from '../merchant/errors';
import { contextOf, type EmulatorContext } from '../context';
import { answerOnServiceClock } from '../service-date';
import { blockchainRoutes } from './routes/blockchain';
import { callbackRoutes } from './routes/callbacks';
import { cardPaymentRoutes } from './routes/card-payments';
import { clockRoutes } from './routes/clock';
import { credentialRoutes } from './routes/credentials';
import { eventRoutes } from './routes/events';
import { identityRoutes } from './routes/identity';
import { invoiceRoutes } from './routes/invoices';
import { mailboxRoutes } from './routes/mailbox';
import { merchantRoutes } from './routes/merchants';
import { partnerRoutes } from './routes/partners';
import { receiptRoutes } from './routes/receipts';
import { traderRoutes } from './routes/traders';
import { tradeRoutes } from './routes/trades';

export async function sandboxTools(app: FastifyInstance, options: EmulatorContext): Promise<void> {
  // The merchant tools (payments, confirmations) refuse as the Merchant API's rules do: answered with a status.
  installErrorShape(app, messageErrorShape('Sandbox tool', { known: refusalAnswer }));
  // Only the context: these options also hold this plugin's own `prefix`, which would be applied twice.
  const ctx = contextOf(options);
  answerOnServiceClock(app, ctx.clock);
  for (const routes of [
    blockchainRoutes,
    callbackRoutes,
    merchantRoutes,
    identityRoutes,
    traderRoutes,
    partnerRoutes,
    clockRoutes,
    mailboxRoutes,
    eventRoutes,
    cardPaymentRoutes,
    receiptRoutes,
    credentialRoutes,
    tradeRoutes,
    invoiceRoutes,
  ])
    await app.register(routes, ctx);
}
