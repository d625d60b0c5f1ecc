// Prints the BFF's own figures next to the floor of a BFF (bff-alone.ts measures them).
import type { BffAloneResult } from './bff-alone';
import { FLOOR_GOALS } from './floor';
import { LOAD_SETTINGS, type LoadResult } from './load';
import { table } from './table';

const cpu = (us: number | undefined) => (us === undefined ? 'n/a' : String(us));
const figures = (r: LoadResult) => [String(r.requestsPerSecond), r.p50Ms.toFixed(1), r.p99Ms.toFixed(1)];

export function printBffAlone(result: BffAloneResult): void {
  console.log(
    `\nThe BFF alone (production mode, its own process, in front of the emulator in another; autocannon, ` +
      `${LOAD_SETTINGS.connections} connections, ${LOAD_SETTINGS.durationSeconds} s each after a warm-up; CPU time of ` +
      `the BFF's process only, against a bare Fastify proxy doing the same upstream call, measured before and ` +
      `after; goal ≤ ${FLOOR_GOALS.sqlite}× the floor on SQLite, ≤ ${FLOOR_GOALS.postgres}× on PostgreSQL; the ` +
      `session route makes no upstream call and is held to the quote's floor)\n`,
  );
  console.log(
    table([
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'floor µs/req', '× floor', 'goal', 'met', 'failures'],
      ...result.floor.map((r) => [
        r.name,
        ...figures(r),
        cpu(r.serverCpuUsPerRequest),
        '',
        '',
        '',
        '',
        String(r.failures),
      ]),
      ...result.routes.map((c) => [
        c.result.name,
        ...figures(c.result),
        cpu(c.result.serverCpuUsPerRequest),
        cpu(c.floorCpuUsPerRequest),
        c.ratioToFloor === undefined ? 'n/a' : c.ratioToFloor.toFixed(2),
        `≤ ${c.maxRatio}×`,
        c.goalMet === undefined ? '' : c.goalMet ? 'yes' : 'NO',
        String(c.result.failures),
      ]),
      ...result.skipped.map((s) => [`${s.storage}: not measured`, s.reason, '', '', '', '', '', '', '', '']),
    ]),
  );
}
