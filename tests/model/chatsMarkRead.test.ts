/** issue 22 item 4: `markChatsRead`, the chats chart's actor that sends read markers, on a fake API. */

import { describe, expect, it } from 'vitest';
import { markChatsRead } from '../../src/machines/chats/chats/chats.actors.ts';
import type { MarkChatReadRequest } from '../../src/services/api/contract/messaging.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';

const OWN = '14155550100';
const KEY_A = `${OWN}-12025550199`;
const KEY_B = `${OWN}-12025550188`;

describe('markChatsRead', () => {
  it('sends each conversation its marker and answers only what the network lost, to send again', async () => {
    const calls: MarkChatReadRequest[] = [];
    const api = {
      markChatRead: async (input: MarkChatReadRequest) => {
        calls.push(input);
        if (input.otherFullNumber === '12025550188') return networkFailure;
        return ok({ ownFullNumber: OWN, otherFullNumber: input.otherFullNumber, readUpTo: 5, unread: 0 });
      },
    };
    const result = await markChatsRead(api, { marks: { [KEY_A]: 5, [KEY_B]: 7 } }, new AbortController().signal);
    expect(calls).toEqual([
      { ownFullNumber: OWN, otherFullNumber: '12025550199', date: 5 },
      { ownFullNumber: OWN, otherFullNumber: '12025550188', date: 7 },
    ]);
    expect(result).toEqual({ retry: { [KEY_B]: 7 } });
  });

  it('drops a marker the server refused (the API layer routed it once) and skips a key that names no conversation', async () => {
    const calls: MarkChatReadRequest[] = [];
    const api = {
      markChatRead: async (input: MarkChatReadRequest) => {
        calls.push(input);
        return refused(RETCODE.NOT_FOUND);
      },
    };
    const result = await markChatsRead(api, { marks: { [KEY_A]: 5, nonsense: 1 } }, new AbortController().signal);
    expect(calls).toHaveLength(1);
    expect(result).toEqual({ retry: {} });
  });
});
