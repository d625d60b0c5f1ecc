/** The built front end's folder (dist/ of the repository). */
export const dist: string;
/** Builds dist/ unless it is newer than its sources; `log` says when it does (a first build takes a while). */
export function buildFrontEndIfStale(log?: (message: string) => void): Promise<void>;
