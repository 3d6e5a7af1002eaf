/**
 * The chat list offline (issue 24 item 2): the list last loaded is kept in the local store, and
 * when the network is gone the kept list is what loads; any other failure stays a failure.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { chatsActors } from '../../src/machines/chats/chats/chats.actors.ts';
import type { ChatListAnswer } from '../../src/services/api/contract/messaging.ts';
import type { Api } from '../../src/services/api/createApi.ts';
import type { ChatHistory } from '../../src/services/storage/chatHistory.ts';

const KEPT: ChatListAnswer = { chatList: [], syncTime: 7 };

function setup(answer: Awaited<ReturnType<Api['getChatList']>>, kept: ChatListAnswer | null = KEPT) {
  const api = { getChatList: vi.fn(async () => answer) } as unknown as Api;
  const history = {
    readChatList: vi.fn(async () => kept),
    writeChatList: vi.fn(async () => {}),
  } as unknown as ChatHistory;
  const actors = chatsActors(api, { emitSendMessage: () => Promise.reject(new Error('unused')) }, history);
  const load = () => toPromise(createActor(actors.loadChatList).start());
  return { load, history };
}

describe('loadChatList', () => {
  it('keeps every list it loads', async () => {
    const fresh = { ok: true as const, data: { chatList: [], syncTime: 9 } };
    const { load, history } = setup(fresh);
    expect(await load()).toEqual(fresh);
    expect(history.writeChatList).toHaveBeenCalledWith(fresh.data);
  });

  it('shows the kept list when the network is gone', async () => {
    const { load } = setup({ ok: false, retcode: -1, retmsg: 'offline', reason: 'network' });
    expect(await load()).toEqual({ ok: true, data: KEPT });
  });

  it('stays a failure offline with nothing kept, and for a refusal of the server', async () => {
    const offline = { ok: false as const, retcode: -1, retmsg: 'offline', reason: 'network' as const };
    expect(await setup(offline, null).load()).toEqual(offline);
    const refused = { ok: false as const, retcode: 100001, retmsg: 'no' };
    const { load, history } = setup(refused);
    expect(await load()).toEqual(refused);
    expect(history.readChatList).not.toHaveBeenCalled();
  });
});
