// What every view reads from the nearest TradekitProvider: the browser API client and the kit's settings.
import { createContext, useContext } from 'react';
import type { BffClient } from './bff-client';
import type { BffEndpoints } from './bff-url';
import type { ServiceClock } from './service-clock';

export interface TradekitContextValue extends BffEndpoints {
  client: BffClient;
  /** How often a view re-reads something that changes on the server by itself (an identification attempt). */
  pollIntervalMs: number;
  /** The service's time, learned from the client's answers: what countdowns count against. */
  serviceClock: ServiceClock;
}

export const TradekitContext = createContext<TradekitContextValue | null>(null);

/** The provider's client and settings; throws a message that says how to fix a missing provider. */
export function useTradekit(): TradekitContextValue {
  const value = useContext(TradekitContext);
  if (value === null) {
    throw new Error('Could not find TradekitProvider; wrap your Tradekit views in <TradekitProvider>.');
  }
  return value;
}
