// The Trade API endpoint table: every endpoint of the spec, plus the PEP declaration the spec leaves out and the
// trading endpoints of trades.md.
import { defineEndpoints } from '../endpoint';
import { accountEndpoints } from './endpoints-account';
import { partnerEndpoints } from './endpoints-partner';
import { traderEndpoints } from './endpoints-trader';
import { tradeTradingEndpoints } from './endpoints-trades';

export const tradeEndpoints = defineEndpoints({
  ...accountEndpoints,
  ...partnerEndpoints,
  ...traderEndpoints,
  ...tradeTradingEndpoints,
});
export type TradeEndpointName = keyof typeof tradeEndpoints;
