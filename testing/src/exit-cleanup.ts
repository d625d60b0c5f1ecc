// What a test process leaves behind if it ends without stopping its sandboxes (a crash, a runner's hard exit):
// their processes are killed and their data dirs removed as it exits.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const processes = new Set<ChildProcess>();
const dirs = new Set<string>();
let hooked = false;

function hook(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const child of processes) child.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}

/** Kills `child` when this process exits while it still runs. */
export function killOnExit(child: ChildProcess): void {
  hook();
  processes.add(child);
  child.once('exit', () => processes.delete(child));
}

/** A new empty folder under the system's temporary folder, removed when this process exits if not before. */
export function throwAwayDir(prefix: string): string {
  hook();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}

/** Removes a folder {@link throwAwayDir} made. */
export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}
