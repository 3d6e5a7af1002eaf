/**
 * Sandbox odd rows (`POST /sandbox/badRow`, issue 22): an e2e test, or a person trying the
 * product, gives an account one message whose direction or type no client may know, so the
 * client's row-by-row reading (`src/services/api/contract/rows.ts`) can be seen against the real
 * server: the other rows stay on screen.
 *
 * decision: the rows are not stored in the database, whose checks (rightly) refuse such a
 * direction or type, and they do not pass the server's own answer check (which refuses them as
 * a bug of the server). The registrar adds them to the account's `getChatList` and
 * `getDialogList` answers after that check, as `faults.ts` answers armed failures. Like armed
 * failures they live in this process's memory: gone after a restart.
 */
import type { ChatListAnswer, DialogPage, EndpointName } from '../../src/services/api/contract/index.ts';

/** A chat-list row and a dialog row in one, with its free-worded direction and type. */
export interface OddRow {
  ownFullNumber: string;
  ownTelCode: string;
  ownNumber: string;
  otherFullNumber: string;
  otherTelCode: string;
  otherNumber: string;
  date: number;
  smsId: string;
  direction: string;
  type: string;
  text: string;
}

export interface SandboxBadRows {
  add(accountId: number, row: OddRow): void;
  /** The answer `data` of `endpoint` for that account and that input, with its odd rows added. */
  addTo(accountId: number, endpoint: EndpointName, input: unknown, data: unknown): unknown;
}

/** Newest first, as both lists are ordered. */
function byDateDesc<T extends { date: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.date - a.date);
}

function chatRow(row: OddRow) {
  const { ownFullNumber, ownTelCode, ownNumber, otherFullNumber, otherTelCode, otherNumber } = row;
  const { date, smsId, direction, type, text } = row;
  return {
    ownFullNumber,
    ownTelCode,
    ownNumber,
    otherFullNumber,
    otherTelCode,
    otherNumber,
    date,
    text,
    media: '',
    type,
    smsId,
    direction,
    status: 0,
    deleted: false,
  };
}

function dialogRow({ smsId, date, direction, type, text }: OddRow) {
  return { smsId, date, direction, type, text, media: '', status: 0, highlightTarget: '', highlightText: '' };
}

export function createSandboxBadRows(): SandboxBadRows {
  const rows = new Map<number, OddRow[]>();
  return {
    add(accountId, row) {
      rows.set(accountId, [...(rows.get(accountId) ?? []), row]);
    },
    addTo(accountId, endpoint, input, data) {
      const own = rows.get(accountId);
      if (!own) return data;
      if (endpoint === 'getChatList') {
        const answer = data as ChatListAnswer;
        // One row per conversation: its newest message, odd or not.
        const newest = new Map<string, { date: number }>();
        for (const item of [...answer.chatList, ...own.map(chatRow)]) {
          const key = `${item.ownFullNumber}-${item.otherFullNumber}`;
          if ((newest.get(key)?.date ?? -1) < item.date) newest.set(key, item);
        }
        return { ...answer, chatList: byDateDesc([...newest.values()]) };
      }
      if (endpoint === 'getDialogList') {
        const answer = data as DialogPage;
        const { ownFullNumber, otherFullNumber, since, startTime } = input as {
          ownFullNumber: string;
          otherFullNumber: string;
          since?: number;
          startTime?: number;
        };
        const inPage = own.filter(
          (row) =>
            row.ownFullNumber === ownFullNumber &&
            row.otherFullNumber === otherFullNumber &&
            (since === undefined || row.date > since) &&
            (startTime === undefined || row.date < startTime),
        );
        if (inPage.length === 0) return data;
        return {
          ...answer,
          dialogList: byDateDesc<{ date: number }>([...answer.dialogList, ...inPage.map(dialogRow)]),
        };
      }
      return data;
    },
  };
}
