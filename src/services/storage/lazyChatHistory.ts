/**
 * The chats' local history as the app builds it at start: the same `ChatHistory`, whose code
 * (IndexedDB, the encrypted message cache, the kept message's schema) is fetched with its first
 * use — after login — and not with the login screen (issue 8 item 21). A code chunk that cannot be
 * fetched is trouble like any other storage trouble (`chatHistory.ts`): logged, and the history
 * reads as empty; the next use tries again.
 */
import type { CachedMessage, ChatHistory, ChatHistoryOptions, QueuedText } from './chatHistory.ts';

export function lazyChatHistory(options: ChatHistoryOptions): ChatHistory {
  let loading: Promise<ChatHistory> | null = null;
  const load = () => {
    loading ??= import('./chatHistory.ts').then(
      (module) => module.createChatHistory(options),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  async function use<T>(call: (history: ChatHistory) => Promise<T>, otherwise: T): Promise<T> {
    let history: ChatHistory;
    try {
      history = await load();
    } catch (error) {
      console.error('chat history: its code could not be loaded', error);
      return otherwise;
    }
    return call(history);
  }
  return {
    read: (key) => use((history) => history.read(key), [] as CachedMessage[]),
    write: (key, messages, options) => use((history) => history.write(key, messages, options), undefined),
    update: (key, change) => use((history) => history.update(key, change), undefined),
    remove: (key) => use((history) => history.remove(key), undefined),
    readDrafts: () => use((history) => history.readDrafts(), {} as Record<string, string>),
    writeDrafts: (drafts) => use((history) => history.writeDrafts(drafts), undefined),
    readOutbox: () => use((history) => history.readOutbox(), [] as QueuedText[]),
    writeOutbox: (queue) => use((history) => history.writeOutbox(queue), undefined),
    takeMonthChange: (now) => use((history) => history.takeMonthChange(now), false),
    readChatList: () => use((history) => history.readChatList(), null),
    writeChatList: (answer) => use((history) => history.writeChatList(answer), undefined),
    readAddressBook: () => use((history) => history.readAddressBook(), null),
    writeAddressBook: (contacts) => use((history) => history.writeAddressBook(contacts), undefined),
    wipe: () => use((history) => history.wipe(), undefined),
  };
}
