// Endpoints the partner's own server calls on its BFF (server to server, `Authorization: Bearer <admin token>`),
// never a browser: trusted widget sessions and partner-run KYC.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { Email } from '../trade/primitives';

/** Ask for a widget session for a user whose email the partner already verified. */
export const WidgetSessionGrantRequest = withMeta(
  z.object({
    email: Email,
    ttlSeconds: described(
      z._default(checked(z.int(), z.gte(30), z.lte(3600)), 600),
      'How long the token may be used to open the widget; default 10 minutes.',
    ),
  }),
  { id: 'WidgetSessionGrantRequest' },
);
export type WidgetSessionGrantRequest = z.infer<typeof WidgetSessionGrantRequest>;

export const WidgetSessionGrant = withMeta(
  z.object({
    token: described(z.string(), 'Hand it to the widget as its widgetSession option; it opens a trusted session once.'),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  { id: 'WidgetSessionGrant' },
);
export type WidgetSessionGrant = z.infer<typeof WidgetSessionGrant>;
