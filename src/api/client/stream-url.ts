// Where a view's EventSource connects: its own module, so the views with a live stream (the trade status, the
// payment page) carry it and the first view of the widget does not.
import { bffPath } from '../contract/bff/route-types';

/** The URL of a browser API event stream (route `path` with its `params`), for an EventSource. */
export function streamUrl(bffUrl: string, path: string, params: Record<string, string>): string {
  const base = bffUrl.endsWith('/') ? bffUrl.slice(0, -1) : bffUrl;
  return `${base}${bffPath(path, params)}`;
}
