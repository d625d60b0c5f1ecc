import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../src/db/database';
import { emulatorMigrations } from '../../../src/emulator/migrations';
import { findPartnerByRef } from '../../../src/emulator/trade/partner-store';
import {
  currentLimitsOf,
  currentLimitsToWire,
  levelOf,
  levelToWire,
  tradeLevels,
} from '../../../src/emulator/trade/levels';
import { tempDataDir } from '../../support';

describe('trader levels', () => {
  it('level 1 until identification is approved, then level 2', () => {
    expect(levelOf('pending').name).toBe('1');
    expect(levelOf('N/A').name).toBe('1');
    expect(levelOf('approved').name).toBe('2');
  });

  it('spec numbers: card 300 EUR a day and 1,000 a year at level 1; bank 1,000 a day, 10,000 after identification', () => {
    expect(tradeLevels['1'].limits.card.in).toEqual({ daily: 300_00, yearly: 1_000_00 });
    expect(tradeLevels['1'].limits.bank.in).toEqual({ daily: 1_000_00 });
    expect(tradeLevels['2'].limits.bank.in).toEqual({ daily: 10_000_00 });
  });

  it('limits are minor units inside and JSON numbers in major units on the wire', () => {
    expect(levelToWire(tradeLevels['1']).limits.card.in).toEqual({ daily: 300, yearly: 1000 });
    expect(currentLimitsToWire({ card: { in: 12_345 }, bank: { in: 5, out: 0 } })).toEqual({
      card: { in: 123.45 },
      bank: { in: 0.05, out: 0 },
    });
  });

  it('current limits: the full level limits when nothing was traded', () => {
    expect(currentLimitsOf(tradeLevels['1'])).toEqual({ card: { in: 300_00 }, bank: { in: 1_000_00, out: 1_000_00 } });
  });

  it('current limits: what was traded is subtracted, the tighter of day and year counts, never below 0', () => {
    const level = tradeLevels['1'];
    expect(currentLimitsOf(level, { cardInToday: 100_00, cardInThisYear: 100_00 }).card.in).toBe(200_00);
    expect(currentLimitsOf(level, { cardInToday: 0, cardInThisYear: 900_00 }).card.in).toBe(100_00);
    expect(currentLimitsOf(level, { cardInToday: 400_00, cardInThisYear: 400_00 }).card.in).toBe(0);
    expect(currentLimitsOf(level, { bankInToday: 250_00, bankOutToday: 1_000_00 }).bank).toEqual({
      in: 750_00,
      out: 0,
    });
  });
});

describe('partner numbers (emulator migration 6)', () => {
  it('existing partners are numbered in the order they were created; a partner is found by number or UUID', () => {
    const db = openDatabase(path.join(tempDataDir(), 'emulator.db'));
    try {
      migrate(db, 'emulator', emulatorMigrations.slice(0, 5));
      const insert = db.prepare(
        "INSERT INTO partners (id, name, public_key_pem, created_at) VALUES (?, ?, 'pem', '2026-01-01T00:00:00Z')",
      );
      insert.run('00000000-0000-4000-8000-00000000000b', 'first');
      insert.run('00000000-0000-4000-8000-00000000000a', 'second');
      migrate(db, 'emulator', emulatorMigrations);
      expect(findPartnerByRef(db, 1)?.name).toBe('first');
      expect(findPartnerByRef(db, 2)?.name).toBe('second');
      expect(findPartnerByRef(db, '00000000-0000-4000-8000-00000000000A')?.number).toBe(2);
      expect(findPartnerByRef(db, 3)).toBeUndefined();
    } finally {
      db.close();
    }
  });
});
