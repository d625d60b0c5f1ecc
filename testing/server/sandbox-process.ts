// A Tradekit server as this package runs it: a child process that checks and boots the server as `npm start` does
// (bff/src/boot.ts), listens, and tells its parent where it is over IPC. Its settings come from the parent alone,
// never from the environment (a partner's shell may set PORT or DATABASE_URL for its own app); it closes on the
// parent's word, or when the parent goes away.
import { boot, checkStartup } from '../../bff/src/boot';
import { ConfigError } from '../../bff/src/config';
import { LAUNCH_VARIABLE, type Launch, type ProcessMessage } from './process-messages';

async function serve(launch: Launch): Promise<void> {
  const config = checkStartup(launch.settings);
  const { app, sandbox } = await boot(config, { staticRoot: launch.staticRoot });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= app.close().then(() => process.exit(0)));
  process.on('message', (message: ProcessMessage) => {
    if (message.type === 'stop') void close();
  });
  // The parent ended (or was killed) without a word: nobody is left to use this server.
  process.on('disconnect', () => void close());
  if (!process.connected) return void close();
  process.send!({ type: 'ready', publicUrl: config.publicUrl, sandbox } satisfies ProcessMessage);
}

/** What the parent passed; a start by hand gets told how this process is meant to be started. */
function launchOf(env: NodeJS.ProcessEnv): Launch {
  const text = env[LAUNCH_VARIABLE];
  if (!text)
    throw new Error(`${LAUNCH_VARIABLE} is not set: start the sandbox with startSandbox() of @tradekit/testing`);
  return JSON.parse(text) as Launch;
}

try {
  await serve(launchOf(process.env));
} catch (error) {
  const code = (error as { code?: unknown }).code;
  const failed: ProcessMessage = {
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    code: typeof code === 'string' ? code : undefined,
    problems: error instanceof ConfigError ? error.problems : undefined,
  };
  if (process.connected) process.send!(failed, () => process.exit(1));
  else process.exit(1);
}
