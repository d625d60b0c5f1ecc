// The emulator's one rate source, shared by the Merchant API (rates, altrates, invoice amounts) and the Trade
// API (approximate quotes). Pure functions of the sandbox clock: pass `ctx.clock.now()`.
export { btcRate, btcRates, fiatCurrencies, isFiatCurrency, type FiatBtcRate } from './btc-rates';
export { priceMinute } from './movement';
export {
  altAmountForSatoshi,
  altCoin,
  altCoinCodes,
  altLimitsBtc,
  altRate,
  altRates,
  isAltRateBase,
  withinAltLimits,
  type AltCoin,
  type AltCoinRate,
} from './alt-rates';
