// Bitcoin addresses checked for a network, checksum included, with no Node or Web Crypto API: bech32/bech32m segwit
// (`bc1…` mainnet, `tb1…` testnet) and base58check P2PKH/P2SH (`1…`/`3…` mainnet, `m…`/`n…`/`2…` testnet). One
// check everywhere: the view checks the payout address a customer types, the BFF checks it again before it
// trades, the emulator checks the addresses merchants and traders give (and makes invoice addresses). Browser-safe
// and Node-safe.

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

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) chk = polymodStep(chk, value);
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** The 5-bit groups of a segwit program as bytes; undefined when the padding is not zeros (BIP173). */
function fiveToEight(data: readonly number[]): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const value of data) {
    acc = ((acc << 5) | value) & 0xfff;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((acc << (8 - bits)) & 0xff) !== 0) return undefined;
  return out;
}

/** A segwit address (`hrp` "tb" for testnet) for witness `version` and `program`; bech32m for version ≥ 1. */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  // The emulator makes one for every invoice: the checksum is computed as the data goes, without the arrays the
  // check builds.
  let chk = 1;
  for (const value of hrpExpand(hrp)) chk = polymodStep(chk, value);
  let text = `${hrp}1`;
  const put = (value: number) => {
    chk = polymodStep(chk, value);
    text += CHARSET[value];
  };
  put(version);
  let acc = 0;
  let bits = 0;
  for (const byte of program) {
    acc = ((acc << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      put((acc >> bits) & 31);
    }
  }
  if (bits > 0) put((acc << (5 - bits)) & 31);
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
  if (polymod([...hrpExpand(hrp), ...data]) !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  const program = fiveToEight(data.slice(1, -6));
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

// ——— SHA-256 (FIPS 180-4), for the base58check checksum ———

const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of `message`. Only ever given a few dozen bytes here, so clarity beats speed. */
export function sha256(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Array<number>(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] as number) + (w[i] as number)) |
        0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((value, i) => (h[i] = ((h[i] as number) + value) | 0));
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  h.forEach((value, i) => out.setUint32(i * 4, value >>> 0));
  return digest;
}

// ——— base58check ———

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const c of text) {
    const digit = BASE58.indexOf(c);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  for (; value > 0n; value >>= 8n) body.unshift(Number(value & 0xffn));
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/** Version bytes of P2PKH and P2SH addresses: mainnet 1…/3…, testnet m…/n…/2…. */
const BASE58_VERSIONS: Record<BtcNetwork, readonly number[]> = { mainnet: [0x00, 0x05], testnet: [0x6f, 0xc4] };
const SEGWIT_HRP: Record<BtcNetwork, string> = { mainnet: 'bc', testnet: 'tb' };

function isBase58Address(address: string, network: BtcNetwork): boolean {
  if (address.length > 40) return false;
  const raw = base58Decode(address);
  if (!raw || raw.length !== 25) return false;
  const checksum = sha256(sha256(raw.subarray(0, 21))).subarray(0, 4);
  return checksum.every((byte, i) => byte === raw[21 + i]) && BASE58_VERSIONS[network].includes(raw[0] as number);
}

/** Whether `address` is a valid bitcoin address of `network`, checksum included. */
export function isBtcAddress(address: string, network: BtcNetwork): boolean {
  return isSegwitAddress(address, SEGWIT_HRP[network]) || isBase58Address(address, network);
}

/** The network an address of either network belongs to, or undefined when it is none (to say "wrong network"). */
export function btcAddressNetwork(address: string): BtcNetwork | undefined {
  if (isBtcAddress(address, 'mainnet')) return 'mainnet';
  if (isBtcAddress(address, 'testnet')) return 'testnet';
  return undefined;
}
