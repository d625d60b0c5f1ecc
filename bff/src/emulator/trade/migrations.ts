// Schema of the emulated Trade API (migration component 'trade', applied after the emulator core).
// Append new versions; never edit one that has shipped. Money columns are integers in minor units.
import type { Migration } from '../../db/database';

export const tradeMigrations: readonly Migration[] = [];
