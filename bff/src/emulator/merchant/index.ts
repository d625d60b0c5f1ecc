// The emulated Merchant API v3, mounted at the merchant base URL; every path below it starts with `/v3`.
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { installMerchantErrors } from './errors';

export async function merchantApi(app: FastifyInstance, _ctx: EmulatorContext): Promise<void> {
  installMerchantErrors(app);
}
