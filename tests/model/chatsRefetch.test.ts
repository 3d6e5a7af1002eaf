/** spec 1 §4 Start-up refetch: `refetchRecent`, the chats chart's `refetchRecent` actor, on a fake API and history. */

import { describe, expect, it } from 'vitest';
import { refetchRecent } from '../../src/machines/chats/chats/chats.actors.ts';
import type { ChatListItem, DialogMessage, GetDialogListRequest } from '../../src/services/api/contract/messaging.ts';
import type { ApiResult } from '../../src/services/api/result.ts';
import type { CachedMessage, ChatHistory } from '../../src/services/storage/chatHistory.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { chatListItem, dialogMessage } from '../support/chatFixtures.ts';

/** 22 October 2025 (UTC). */
const NOW = Date.UTC(2025, 9, 22, 19);
const day = (month: number, date: number) => Date.UTC(2025, month - 1, date, 12);
const OWN = '14155550100';

function item(other: string, date: number, type: ChatListItem['type'] = 'sms'): ChatListItem {
  return chatListItem(OWN, other, date, { type, smsId: `last-${other}` });
}

const dialog = (smsId: string, date: number): DialogMessage => dialogMessage(smsId, date);

const ANNA = '14155550111';
const BORIS = '14155550122';
const CODES = '14155550133';
const DORA = '14155550144';
const EMIL = '14155550155';
const key = (other: string) => `${OWN}-${other}`;

/** The newest four by date (in no particular list order), then a fifth that is left out. */
const LIST = [
  item(DORA, day(7, 3)),
  item(ANNA, day(10, 20)),
  item(EMIL, day(6, 30)),
  item(CODES, day(10, 21), 'verificationCode'),
  item(BORIS, day(9, 30)),
];

function fakeApi(pages: Record<string, ApiResult<{ dialogList: DialogMessage[]; nextStartTime: number | null }>>) {
  const calls: { input: GetDialogListRequest; signal: AbortSignal | undefined }[] = [];
  return {
    calls,
    api: {
      getDialogList: async (input: GetDialogListRequest, options?: { signal?: AbortSignal }) => {
        calls.push({ input, signal: options?.signal });
        return pages[`${input.otherFullNumber}@${input.ym}`] ?? ok({ dialogList: [], nextStartTime: null });
      },
    },
  };
}

function fakeHistory(kept: Record<string, CachedMessage[]>, monthChanged: boolean) {
  const store = new Map(Object.entries(kept));
  const writes: string[] = [];
  const months: number[] = [];
  const history: Pick<ChatHistory, 'update' | 'takeMonthChange'> = {
    update: async (k, change) => {
      const next = change(store.get(k) ?? []);
      if (next === null) return;
      writes.push(k);
      store.set(k, [...next]);
    },
    takeMonthChange: async (now) => {
      months.push(now);
      return monthChanged;
    },
  };
  return { history, store, writes, months };
}

describe('refetchRecent', () => {
  it('asks one dialog page per month unit of the newest four conversations, skipping verification codes', async () => {
    const { api, calls } = fakeApi({});
    const { history } = fakeHistory({}, false);
    const signal = new AbortController().signal;
    await refetchRecent(api, history, { list: LIST }, signal, NOW);
    const asked = calls.map(({ input }) => `${input.otherFullNumber}@${input.ym}`).sort();
    expect(asked).toEqual(
      [
        // Last message this month: 4 months.
        `${ANNA}@2025-10`,
        `${ANNA}@2025-09`,
        `${ANNA}@2025-08`,
        `${ANNA}@2025-07`,
        // One month back: 3.
        `${BORIS}@2025-10`,
        `${BORIS}@2025-09`,
        `${BORIS}@2025-08`,
        // Three months back: 1. Emil is the fifth newest; the codes chat gets 0.
        `${DORA}@2025-10`,
      ].sort(),
    );
    for (const { input, signal: passed } of calls) {
      expect(input).toMatchObject({ ownFullNumber: OWN, pageSize: 500 });
      // Stopping the chart's actor aborts the requests.
      expect(passed).toBe(signal);
    }
  });

  it('merges what came into what is kept, keeping a local transcript, and writes only what changed', async () => {
    const voicemail: DialogMessage = { ...dialog('a2', day(10, 2)), type: 'voicemail' };
    const { api } = fakeApi({
      [`${ANNA}@2025-10`]: ok({
        dialogList: [dialog('a3', day(10, 20)), voicemail],
        nextStartTime: null,
      }),
      [`${ANNA}@2025-08`]: ok({ dialogList: [dialog('a1', day(8, 9))], nextStartTime: null }),
      [`${BORIS}@2025-09`]: networkFailure,
      [`${BORIS}@2025-10`]: ok({ dialogList: [dialog('b1', day(10, 1))], nextStartTime: null }),
    });
    const keptVoicemail: CachedMessage = { ...voicemail, stt: 'hi', sttStatus: true };
    const { history, store, writes } = fakeHistory(
      { [key(ANNA)]: [dialog('a0', day(7, 1)), keptVoicemail], [key(DORA)]: [dialog('d0', day(7, 3))] },
      false,
    );
    await refetchRecent(api, history, { list: LIST }, new AbortController().signal, NOW);
    // (July was answered whole and empty: the kept a0 is no longer on the server, so it goes.)
    expect(store.get(key(ANNA))).toEqual([dialog('a1', day(8, 9)), keptVoicemail, dialog('a3', day(10, 20))]);
    // A failed month is skipped; the others still count.
    expect(store.get(key(BORIS))?.map((m) => m.smsId)).toEqual(['b1']);
    // Nothing came for Dora: what is kept stays untouched.
    expect(store.get(key(DORA))?.map((m) => m.smsId)).toEqual(['d0']);
    expect(writes.sort()).toEqual([key(ANNA), key(BORIS)].sort());
  });

  it('drops a kept message the server no longer has in a month it answered whole (deleted elsewhere), keeping unsent ones', async () => {
    const { api } = fakeApi({
      [`${ANNA}@2025-10`]: ok({ dialogList: [dialog('a3', day(10, 20))], nextStartTime: null }),
      [`${ANNA}@2025-09`]: ok({ dialogList: [], nextStartTime: null }),
      [`${ANNA}@2025-08`]: networkFailure,
      [`${BORIS}@2025-10`]: ok({ dialogList: [], nextStartTime: 5 }),
    });
    const unsent: CachedMessage = { ...dialog('u1', day(10, 21)), status: 2, unsent: true };
    const { history, store } = fakeHistory(
      {
        [key(ANNA)]: [dialog('gone', day(9, 3)), dialog('a1', day(8, 9)), dialog('gone2', day(10, 2)), unsent],
        [key(BORIS)]: [dialog('b0', day(10, 3))],
      },
      false,
    );
    await refetchRecent(api, history, { list: LIST }, new AbortController().signal, NOW);
    // August failed: what is kept of it stays; September and October were answered whole.
    expect(store.get(key(ANNA))?.map((m) => m.smsId)).toEqual(['a1', 'a3', 'u1']);
    // A month with more pages was not answered whole: nothing of it goes.
    expect(store.get(key(BORIS))?.map((m) => m.smsId)).toEqual(['b0']);
  });

  it('passes the month check on (a change reloads billing), checked at the given time', async () => {
    for (const monthChanged of [true, false]) {
      const { api } = fakeApi({});
      const { history, months } = fakeHistory({}, monthChanged);
      expect(await refetchRecent(api, history, { list: LIST }, new AbortController().signal, NOW)).toEqual({
        monthChanged,
      });
      expect(months).toEqual([NOW]);
    }
  });

  it('asks nothing for an empty list, but still checks the month', async () => {
    const { api, calls } = fakeApi({});
    const { history, months } = fakeHistory({}, true);
    expect(await refetchRecent(api, history, { list: [] }, new AbortController().signal, NOW)).toEqual({
      monthChanged: true,
    });
    expect(calls).toEqual([]);
    expect(months).toEqual([NOW]);
  });
});
