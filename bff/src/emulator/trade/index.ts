// The emulated Trade API: mounted at the trade base URL, plus the user URL that holds `/me/deactivate`.
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { installTradeErrors } from './errors';

export async function tradeApi(app: FastifyInstance, _ctx: EmulatorContext): Promise<void> {
  installTradeErrors(app);
}

export async function tradeUserApi(app: FastifyInstance, _ctx: EmulatorContext): Promise<void> {
  installTradeErrors(app);
}
