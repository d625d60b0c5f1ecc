// BIP21 payment URIs (`bitcoin:<address>?amount=<btc>`): the payment page's QR code and wallet link, and the
// deposit a sell asks for (the trade status view's `depositRequested`).
import { btcToSatoshi, formatBtc } from './money';

/** What a BIP21 URI carries: where to pay, how much (in satoshi) and the merchant's optional label and message. */
export interface Bip21Request {
  address: string;
  sats: number;
  label?: string | undefined;
  message?: string | undefined;
}

/**
 * The BIP21 URI of a request. The amount is a plain decimal of at most 8 places (never exponent notation, which
 * wallets refuse); label and message are percent-encoded.
 */
export function bip21Uri({ address, sats, label, message }: Bip21Request): string {
  const params = [`amount=${formatBtc(sats)}`];
  if (label) params.push(`label=${encodeURIComponent(label)}`);
  if (message) params.push(`message=${encodeURIComponent(message)}`);
  return `bitcoin:${address}?${params.join('&')}`;
}

/** Reads a BIP21 URI back; throws a RangeError naming the problem when it is not one. */
export function parseBip21(uri: string): Bip21Request {
  const match = /^bitcoin:([^?]+)(?:\?(.*))?$/i.exec(uri);
  if (!match) throw new RangeError(`"${uri}" is not a BIP21 URI (bitcoin:<address>?amount=<btc>)`);
  const query = new URLSearchParams(match[2] ?? '');
  const amount = query.get('amount');
  return {
    address: decodeURIComponent(match[1]!),
    sats: amount === null ? 0 : btcToSatoshi(amount),
    label: query.get('label') ?? undefined,
    message: query.get('message') ?? undefined,
  };
}
