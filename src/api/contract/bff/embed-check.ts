// The BFF's embed check: may the page asking (its Origin) show the widget or call the browser API? Readable from any
// origin, without credentials, so the loader and the kit can tell a refused origin from a network that is down.
// Browser-safe.

/** Where the check answers, relative to the BFF's root (the browser API is at `/api` beside it). */
export const EMBED_CHECK_PATH = '/widget/embed-check';

/** What the check answers; `message` names the origin to add to ALLOWED_ORIGINS and the BFF to restart. */
export type EmbedCheck = { allowed: true } | { allowed: false; origin: string; message: string };
