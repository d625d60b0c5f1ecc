// Identification attempts in SQLite. An attempt left pending past its expireTime is expired when next read.
import type { Database } from '../../db/database';
import type { DeviceType, IdentificationAttemptState, RejectReason } from '#contract/trade/enums';
import type { IdentificationAttempt } from '#contract/trade/identification';
import { announceSandboxEvent } from '../sandbox/events';

export interface AttemptRow {
  id: string;
  trader_id: number;
  seq: number;
  state: IdentificationAttemptState;
  device_type: DeviceType;
  create_time: string;
  approve_time: string | null;
  expire_time: string;
  return_url: string | null;
  reject_reason: RejectReason | null;
}

export function insertAttempt(
  db: Database,
  row: Omit<AttemptRow, 'seq' | 'approve_time' | 'reject_reason' | 'state'>,
): void {
  // `seq` orders attempts made within the same millisecond, so "newest first" is exact.
  db.prepare(
    `INSERT INTO trade_identification_attempts (id, trader_id, seq, state, device_type, create_time, expire_time, return_url)
     VALUES (@id, @trader_id, (SELECT coalesce(max(seq), 0) + 1 FROM trade_identification_attempts), 'pending',
       @device_type, @create_time, @expire_time, @return_url)`,
  ).run(row);
  announceSandboxEvent(db, { type: 'changed', resource: 'trader', id: row.trader_id });
}

function expireStale(db: Database, now: Date): void {
  db.prepare(
    "UPDATE trade_identification_attempts SET state = 'expired' WHERE state = 'pending' AND expire_time <= ?",
  ).run(now.toISOString());
}

export function findAttempt(db: Database, id: string, now: Date): AttemptRow | undefined {
  expireStale(db, now);
  return db.prepare('SELECT * FROM trade_identification_attempts WHERE id = ?').get(id.toLowerCase()) as
    AttemptRow | undefined;
}

export function listAttempts(db: Database, traderId: number, now: Date): AttemptRow[] {
  expireStale(db, now);
  return db
    .prepare('SELECT * FROM trade_identification_attempts WHERE trader_id = ? ORDER BY create_time DESC, seq DESC')
    .all(traderId) as AttemptRow[];
}

export function updateAttempt(
  db: Database,
  id: string,
  values: { state: IdentificationAttemptState; reject_reason: RejectReason | null; approve_time: string | null },
): void {
  db.prepare(
    'UPDATE trade_identification_attempts SET state = @state, reject_reason = @reject_reason, approve_time = @approve_time WHERE id = @id',
  ).run({ ...values, id });
  const traderId = db.prepare('SELECT trader_id FROM trade_identification_attempts WHERE id = ?').pluck().get(id);
  if (typeof traderId === 'number') announceSandboxEvent(db, { type: 'changed', resource: 'trader', id: traderId });
}

/** The sandbox identity provider page of an attempt: where `redirectUrl` points. */
export const identityPageUrl = (publicUrl: string, attemptId: string) => `${publicUrl}/sandbox/identity/${attemptId}`;

export function attemptView(row: AttemptRow, publicUrl: string): IdentificationAttempt {
  return {
    id: row.id,
    state: row.state,
    createTime: row.create_time,
    approveTime: row.approve_time,
    expireTime: row.expire_time,
    redirectUrl: identityPageUrl(publicUrl, row.id),
    sdkToken: null,
    returnUrl: row.return_url,
    rejectReason: row.reject_reason,
  };
}
