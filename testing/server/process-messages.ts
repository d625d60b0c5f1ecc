// What a Tradekit server process started by this package and its parent say to each other over their IPC channel.
import type { SandboxInfo } from '../../bff/src/sandbox-description';

export type ProcessMessage =
  /** Listening at `publicUrl`; in sandbox mode with the sandbox's description (its URLs, partner and merchant). */
  | { type: 'ready'; publicUrl: string; sandbox: SandboxInfo | undefined }
  /** Could not start: `problems` lists the settings to fix; `code` is the system's (EADDRINUSE: the port is taken). */
  | { type: 'failed'; message: string; code: string | undefined; problems: string[] | undefined }
  /** From the parent: close and exit. */
  | { type: 'stop' };

/** The one environment variable the parent passes: the server's settings and where the built front end is. */
export const LAUNCH_VARIABLE = 'TRADEKIT_TESTING_LAUNCH';

export interface Launch {
  /** The server's settings, as `npm start` reads them from the environment (PORT, TRADEKIT_DATA_DIR…). */
  settings: Record<string, string>;
  /** The built front end (widget, payment page, console); none served when it holds no index.html. */
  staticRoot: string;
}
