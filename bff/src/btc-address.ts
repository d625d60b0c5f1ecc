// Bitcoin addresses checked for a network, checksum included: bech32/bech32m segwit addresses (`bc1…` mainnet,
// `tb1…` testnet) and base58check P2PKH/P2SH ones (`1…`/`3…` mainnet, `m…`/`n…`/`2…` testnet). Shared server code:
// the emulator checks the addresses merchants and traders give, the BFF checks a payout address before it trades.
import { createHash } from 'node:crypto';

export type BtcNetwork = 'mainnet' | 'testnet';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** One step of the bech32 checksum: `chk` after taking in the 5-bit `value`. */
function polymodStep(chk: number, value: number): number {
  const top = chk >>> 25;
  let next = ((chk & 0x1ffffff) << 5) ^ value;
  for (let i = 0; i < 5; i++) if ((top >>> i) & 1) next ^= GENERATOR[i] as number;
  return next;
}

function polymod(values: Iterable<number>, chk = 1): number {
  for (const value of values) chk = polymodStep(chk, value);
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

function convertBits(data: Iterable<number>, from: number, to: number, pad: boolean): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined;
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) return undefined;
  return out;
}

/** A segwit address (`hrp` "tb" for testnet) for witness `version` and `program`; bech32m for version ≥ 1. */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  // Every invoice gets one: the checksum is computed as the data goes, without the arrays the check builds.
  const data = [version, ...(convertBits(program, 8, 5, true) as number[])];
  let chk = polymod(hrpExpand(hrp));
  let text = `${hrp}1`;
  for (const d of data) {
    chk = polymodStep(chk, d);
    text += CHARSET[d];
  }
  for (let i = 0; i < 6; i++) chk = polymodStep(chk, 0);
  const mod = (chk >>> 0) ^ (version === 0 ? BECH32_CONST : BECH32M_CONST);
  for (let i = 0; i < 6; i++) text += CHARSET[(mod >>> (5 * (5 - i))) & 31];
  return text;
}

function isSegwitAddress(address: string, hrp: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const text = address.toLowerCase();
  const separator = text.lastIndexOf('1');
  if (text.slice(0, separator) !== hrp || text.length > 90) return false;
  const data = [...text.slice(separator + 1)].map((c) => CHARSET.indexOf(c));
  if (data.length < 7 || data.includes(-1)) return false;
  const version = data[0] as number;
  const constant = polymod([...hrpExpand(hrp), ...data]);
  if (constant !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer | undefined {
  let value = 0n;
  for (const c of text) {
    const digit = BASE58.indexOf(c);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** Version bytes of P2PKH and P2SH addresses: mainnet 1…/3…, testnet m…/n…/2…. */
const BASE58_VERSIONS: Record<BtcNetwork, ReadonlySet<number>> = {
  mainnet: new Set([0x00, 0x05]),
  testnet: new Set([0x6f, 0xc4]),
};
const SEGWIT_HRP: Record<BtcNetwork, string> = { mainnet: 'bc', testnet: 'tb' };

function isBase58Address(address: string, network: BtcNetwork): boolean {
  const raw = base58Decode(address);
  if (!raw || raw.length !== 25) return false;
  const payload = raw.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.equals(raw.subarray(21)) && BASE58_VERSIONS[network].has(raw[0] as number);
}

/** Whether `address` is a valid bitcoin address of `network`, checksum included. */
export function isBtcAddress(address: string, network: BtcNetwork): boolean {
  return isSegwitAddress(address, SEGWIT_HRP[network]) || isBase58Address(address, network);
}
