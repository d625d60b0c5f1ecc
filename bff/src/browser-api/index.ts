// The browser API a partner deploys: what the widget and the payment page call, same origin, under `/api`.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { installBffErrors } from './errors';

export interface BrowserApiContext {
  config: Config;
}

export async function browserApi(app: FastifyInstance, ctx: BrowserApiContext): Promise<void> {
  installBffErrors(app, 'Browser API');
  app.get('/health', async () => ({ status: 'ok', mode: ctx.config.mode }));
}
