/** Compresses every text asset under `dir` (recursively) into .br and .gz siblings; returns how many. */
export function precompress(dir: string): number;
