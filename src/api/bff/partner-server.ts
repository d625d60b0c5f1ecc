// Endpoints the partner's own server calls on its BFF (server to server, `Authorization: Bearer <admin token>`),
// never a browser: trusted widget sessions and partner-run KYC.
import { z } from 'zod';
import { Email } from '../contract/trade/primitives';

/** Ask for a widget session for a user whose email the partner already verified. */
export const WidgetSessionGrantRequest = z
  .object({
    email: Email,
    ttlSeconds: z
      .int()
      .min(30)
      .max(3600)
      .default(600)
      .describe('How long the token may be used to open the widget; default 10 minutes.'),
  })
  .meta({ id: 'WidgetSessionGrantRequest' });
export type WidgetSessionGrantRequest = z.infer<typeof WidgetSessionGrantRequest>;

export const WidgetSessionGrant = z
  .object({
    token: z.string().describe('Hand it to the widget as its widgetSession option; it opens a trusted session once.'),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WidgetSessionGrant' });
export type WidgetSessionGrant = z.infer<typeof WidgetSessionGrant>;
