// States have one owner: each merchant resource's state is written by one move function, which asks the
// resource's rules (src/api/contract/merchant/*-states.ts) for the move. This reads the emulator's source to keep
// it so: a second `UPDATE … SET state` anywhere would be a move the rules never saw.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src');

function sources(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts')
      ? [{ file: path.relative(srcRoot, full), text: fs.readFileSync(full, 'utf8') }]
      : [];
  });
}

const owners = {
  merchant_invoices: { file: 'emulator/merchant/invoice-life.ts', rules: 'invoice-states' },
  merchant_refunds: { file: 'emulator/merchant/refunds.ts', rules: 'refund-states' },
  merchant_buy_orders: { file: 'emulator/merchant/buy-orders.ts', rules: 'buy-order-states' },
};

describe('one owner of each merchant state', () => {
  for (const [table, owner] of Object.entries(owners))
    it(`${table}: its state is written once, in ${owner.file}, through ${owner.rules}`, () => {
      const writes = sources(srcRoot).flatMap(({ file, text }) =>
        [...text.matchAll(new RegExp(`UPDATE\\s+${table}\\s+SET\\s+state\\b`, 'g'))].map(() => file),
      );
      expect(writes).toEqual([owner.file]);
      const text = fs.readFileSync(path.join(srcRoot, owner.file), 'utf8');
      expect(text).toContain(`from '#contract/merchant/${owner.rules}'`);
    });
});
