// Why the BFF's PostgreSQL storage could not open at start-up, said as the rule an operator can act on. Driver
// messages may quote the host, the user or more of DATABASE_URL (a secret setting), so none is repeated here.
import { DatabaseTooNewError } from '../../../db/database';

/** SQLSTATE codes an operator meets when a setting is wrong, with what to say of each. */
const BY_SQLSTATE: Record<string, string> = {
  '28P01': 'PostgreSQL refused its user or password',
  '28000': 'PostgreSQL refused its user (an unknown role, or not allowed by pg_hba.conf)',
  '3D000': 'its database does not exist',
  '3F000': 'the schema its search_path names does not exist',
  '42501': "its role may not create the BFF's tables in that schema (permission denied)",
  '53300': 'PostgreSQL has no connection slot left (too many connections)',
  '57P03': 'PostgreSQL is starting up or shutting down; try again',
};

/** Network errors of Node, by code. */
const BY_ERRNO: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at its host and port (is PostgreSQL running there?)',
  ENOTFOUND: 'its host name is not found',
  EAI_AGAIN: 'its host name cannot be looked up now',
  ETIMEDOUT: 'its host does not answer',
  EHOSTUNREACH: 'its host cannot be reached',
  ECONNRESET: 'the connection was cut while opening (TLS or a proxy in the way?)',
};

/** One line on why opening the storage failed, never quoting the URL or the driver's message. */
export function postgresStartProblem(error: unknown): string {
  if (error instanceof DatabaseTooNewError) return `${error.message}; use a newer Tradekit or another database`;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const known = BY_SQLSTATE[code] ?? BY_ERRNO[code];
    if (known) return known;
    if (/^[0-9A-Z]{5}$/.test(code)) return `PostgreSQL refused to open the BFF's storage (SQLSTATE ${code})`;
  }
  if (error instanceof Error && /timeout/i.test(error.message))
    return 'no connection within 10 s: its host does not answer';
  return 'cannot connect to PostgreSQL with it';
}
