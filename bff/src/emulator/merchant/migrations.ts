// Schema of the emulated Merchant API (migration component 'merchant', applied after the emulator core).
// Append new versions; never edit one that has shipped. Money columns are integers in minor units.
import type { Migration } from '../../db/database';

export const merchantMigrations: readonly Migration[] = [];
