// Sandbox tools of the emulated Merchant API, mounted under {sandboxUrl} next to the shared ones.
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';

export async function merchantSandboxTools(_app: FastifyInstance, _ctx: EmulatorContext): Promise<void> {}
