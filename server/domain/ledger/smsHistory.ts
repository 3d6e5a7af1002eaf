/**
 * spec 2 §7 getNormalSmsList: one UTC month of the caller's SMS and MMS, both directions, newest
 * first; page 0 is the first page. decision: a message deleted from the chat stays in this history
 * (it is a record of what was charged, as the bill is); verification codes and voicemails are not
 * "normal" SMS and are left out.
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SmsListAnswer, SmsRecord } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { splitFullNumber } from '../messaging/phoneNumbers.ts';
import { monthRange } from '../numbers/dates.ts';

export async function listSms(
  db: Database,
  accountId: number,
  query: { month: string; page: number; pageSize: number },
): Promise<SmsListAnswer> {
  const { start, end } = monthRange(query.month);
  const inMonth = and(
    eq(messages.accountId, accountId),
    gte(messages.date, start),
    lt(messages.date, end),
    inArray(messages.type, ['sms', 'mms']),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        own: messages.ownFullNumber,
        other: messages.otherFullNumber,
        date: messages.date,
        direction: messages.direction,
        type: messages.type,
        text: messages.text,
        charge: sql<string>`(-${messages.price})::numeric(18, 4)::text`,
      })
      .from(messages)
      .where(inMonth)
      .orderBy(desc(messages.date))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ rows: count() }).from(messages).where(inMonth),
  ]);
  return {
    smsList: rows.map((row): SmsRecord => {
      const [fromNumber, toNumber] = row.direction === 'out' ? [row.own, row.other] : [row.other, row.own];
      const from = splitFullNumber(fromNumber);
      const to = splitFullNumber(toNumber);
      return {
        _id: String(row.id),
        fromNumber,
        toNumber,
        fromTelCode: from.telCode,
        fromPhone: from.number,
        toTelCode: to.telCode,
        toPhone: to.number,
        date: row.date,
        charge: row.charge === '-0.0000' ? '0.0000' : row.charge,
        type: row.type === 'mms' ? 'mms' : 'sms',
        text: row.text,
        direction: row.direction,
      };
    }),
    totalRows: total?.rows ?? 0,
  };
}
