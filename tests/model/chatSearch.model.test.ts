/**
 * The chat search (issue 22 item 5, docs/chat-search.md): typing waits for a 300 ms pause, the
 * first page of hits, further pages of message hits, a failure that says so with Try again (never
 * "no results"), and a chosen hit that tells the host which conversation and message to open.
 */
import { expect } from 'vitest';
import { chatSearchMachine, SEARCH_DEBOUNCE_MS } from '../../src/machines/chats/chatSearch/chatSearch.machine.ts';
import { isSearching, searchViewOf } from '../../src/machines/chats/chatSearch/toView.ts';
import type { ChatSearchAnswer } from '../../src/services/api/contract/search.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

const PARTIES = {
  ownFullNumber: '12025550111',
  ownTelCode: '1',
  ownNumber: '2025550111',
  otherFullNumber: '12025550122',
  otherTelCode: '1',
  otherNumber: '2025550122',
};
const FIRST: ChatSearchAnswer = {
  conversations: [{ ...PARTIES, contactName: 'Harbour Master', matchedBy: 'name', date: 30 }],
  messages: [
    {
      ...PARTIES,
      smsId: 's3',
      date: 30,
      direction: 'in',
      type: 'sms',
      text: 'At the harbour',
      transcript: '',
      contactName: '',
    },
  ],
  nextBefore: 30,
};
const LAST: ChatSearchAnswer = {
  conversations: [],
  messages: [
    {
      ...PARTIES,
      smsId: 's1',
      date: 10,
      direction: 'out',
      type: 'sms',
      text: 'harbour?',
      transcript: '',
      contactName: '',
    },
  ],
  nextBefore: null,
};
const CHOSEN = { key: '12025550111-12025550122', focus: { smsId: 's3', date: 30 } };

const events = {
  'search.type': [{ text: ' Harbour ' }, { text: '  ' }],
  'search.clear': {},
  'search.retry': {},
  'search.more': {},
  'search.choose': CHOSEN,
  'xstate.done.actor.searchChats': [{ output: ok(FIRST) }, { output: networkFailure }],
  'xstate.error.actor.searchChats': { error: new Error('boom') },
  'xstate.done.actor.searchMore': [{ output: ok(LAST) }, { output: refused(100001) }],
  'xstate.error.actor.searchMore': { error: new Error('boom') },
} satisfies EventTable<typeof chatSearchMachine>;

const checks = {
  idle: (snapshot) => {
    // An empty box (or Esc) shows the chat list again, with nothing of the last search kept.
    expect(isSearching(snapshot)).toBe(false);
    expect(searchViewOf(snapshot)).toEqual({ phase: 'idle', typed: '', query: '', hits: [], more: 'none' });
  },
  typing: (snapshot, replay) => {
    expect(searchViewOf(snapshot)).toMatchObject({ phase: 'busy', typed: ' Harbour ', hits: [] });
    expect(replay.running('searchChats')).toBeUndefined();
  },
  searching: (snapshot, replay) => {
    expect(searchViewOf(snapshot).phase).toBe('busy');
    // The query goes trimmed, and only after typing paused for 300 ms (or again on Try again).
    expect(replay.running('searchChats')?.input).toEqual({ query: 'Harbour' });
    if (replay.step.event.type.startsWith('xstate.after.')) expect(replay.elapsed).toBe(SEARCH_DEBOUNCE_MS);
  },
  failed: (snapshot) => {
    // A failure is never shown as "no results".
    expect(searchViewOf(snapshot)).toMatchObject({ phase: 'failed', hits: [] });
  },
  'shown.ready': (snapshot, replay) => {
    const view = searchViewOf(snapshot);
    expect(view.phase).toBe('shown');
    const all = replay.step.event.type === 'xstate.done.actor.searchMore';
    expect(view.hits.map((hit) => hit.id)).toEqual(
      all ? ['c-12025550111-12025550122', 'm-s3', 'm-s1'] : ['c-12025550111-12025550122', 'm-s3'],
    );
    expect(view.more).toBe(all ? 'none' : 'available');
    expect(view.hits[1]?.target).toEqual(CHOSEN);
    if (replay.step.event.type === 'search.choose') {
      expect(replay.effects).toContainEqual({ type: 'show', params: expect.objectContaining(CHOSEN) });
    }
  },
  'shown.loadingMore': (snapshot, replay) => {
    expect(searchViewOf(snapshot).more).toBe('loading');
    expect(replay.running('searchMore')?.input).toEqual({ query: 'Harbour', before: 30 });
  },
  'shown.moreFailed': (snapshot) => {
    // The hits so far stay; 'More results' tries again.
    expect(searchViewOf(snapshot)).toMatchObject({ more: 'failed' });
    expect(searchViewOf(snapshot).hits).toHaveLength(2);
  },
} satisfies Checks<typeof chatSearchMachine>;

testModel({
  name: 'chatSearch',
  machine: chatSearchMachine,
  input: {},
  events,
  serialize: (snapshot) => ({ more: snapshot.context.nextBefore !== null, typed: snapshot.context.typed !== '' }),
  actions: { logUnexpected: () => {} },
  checks,
});
