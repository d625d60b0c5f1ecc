// The receipt page at a completed trade's `receiptUrl`, found by its random receipt id alone (never the trade id,
// so a guessed link shows nothing). A trade not completed has no receipt yet.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { receiptNotFoundPage, receiptPage } from '../../trade/receipt-page';
import { pageHeaders } from '../../trade/sandbox-page';
import { findTradeByReceiptId, tradeHistory } from '../../trade/trade-store';

export async function receiptRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  defineEndpoint(app, openToAnyone, sandboxEndpoints.showTradeReceipt, ({ params, reply }) => {
    const trade = findTradeByReceiptId(ctx.db, params.receiptId);
    if (!trade || (trade.state !== 'completed' && trade.state !== 'completed_test'))
      return reply.code(404).headers(pageHeaders).send(receiptNotFoundPage());
    const completed = tradeHistory(ctx.db, trade.id).find((row) => row.move === 'completed');
    return reply
      .code(200)
      .headers(pageHeaders)
      .send(receiptPage(trade, completed?.time ?? trade.update_time));
  });
}
