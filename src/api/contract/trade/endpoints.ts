// The Trade API endpoint table: every endpoint of the spec, plus the PEP declaration the spec leaves out.
import { defineEndpoints } from '../endpoint';
import { accountEndpoints } from './endpoints-account';
import { partnerEndpoints } from './endpoints-partner';
import { traderEndpoints } from './endpoints-trader';

export const tradeEndpoints = defineEndpoints({ ...accountEndpoints, ...partnerEndpoints, ...traderEndpoints });
export type TradeEndpointName = keyof typeof tradeEndpoints;
