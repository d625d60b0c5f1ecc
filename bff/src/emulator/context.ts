// What every part of the emulator is handed: its database, its movable clock and the server's configuration.
import type { OffsetClock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';

export interface EmulatorContext {
  db: Database;
  clock: OffsetClock;
  config: Config;
}
