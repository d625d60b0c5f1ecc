// Where a view's EventSource connects: its own module, so the views with a live stream (the trade status, the
// payment page) carry it and the first view of the widget does not.
import { bffPath } from '../contract/bff/route-types';

/** The URL of a browser API event stream (route `path` with its `params`) under `apiUrl` (`<bffUrl>/api`). */
export function streamUrl(apiUrl: string, path: string, params: Record<string, string>): string {
  return `${apiUrl}${bffPath(path, params)}`;
}
