// Bitcoin addresses of the sandbox's network (testnet): the receiving address of each invoice (a P2WPKH
// `tb1q…` with a correct bech32 checksum, derived deterministically) and the check that an address a merchant
// gives (refunds, buy orders) is a valid testnet address: bech32/bech32m `tb1…` or base58check `m…`/`n…`/`2…`.
import { createHash } from 'node:crypto';
import { encodeSegwitAddress, isBtcAddress } from '#contract/btc-address';

export { encodeSegwitAddress };

/** Whether `address` is a valid address of the sandbox's network (bitcoin testnet), checksum included. */
export function isSandboxBtcAddress(address: string): boolean {
  return isBtcAddress(address, 'testnet');
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The receiving address of an invoice: a testnet P2WPKH address derived from the merchant and a key unique to it. */
export function invoiceAddress(merchantId: number, key: number | string): string {
  const program = sha256(Buffer.from(`tradekit-sandbox-invoice:${merchantId}:${key}`)).subarray(0, 20);
  return encodeSegwitAddress('tb', 0, program);
}

/** A sandbox address for paying an invoice in an altcoin: shaped after the coin's testnet addresses, not valid. */
export function altcoinAddress(currency: string, invoiceId: number, inputId: number): string {
  const digest = sha256(Buffer.from(`tradekit-sandbox-input:${currency}:${invoiceId}:${inputId}`));
  const body = [...digest].map((b) => BASE58[b % 58]).join('');
  if (currency === 'ETH' || currency === 'USDT') return `0x${digest.subarray(0, 20).toString('hex')}`;
  if (currency === 'XRP') return `r${body.slice(0, 33)}`;
  return `${currency.toLowerCase()}-test-${body.slice(0, 34)}`;
}

/** A fake testnet transaction id (64 hex digits) for sandbox sends and payments. */
export function sandboxTxid(seed: string): string {
  return sha256(Buffer.from(`tradekit-sandbox-tx:${seed}`)).toString('hex');
}
