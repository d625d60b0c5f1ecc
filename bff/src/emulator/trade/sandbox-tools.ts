// Sandbox tools of the emulated Trade API, mounted under {sandboxUrl} next to the shared ones.
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';

export async function tradeSandboxTools(_app: FastifyInstance, _ctx: EmulatorContext): Promise<void> {}
