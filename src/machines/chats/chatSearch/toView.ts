/** What the search box and its results show (issue 22 item 5, docs/chat-search.md). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { conversationKey } from '../../../services/chats/conversationKey.ts';
import type { ChatSearchMachine } from './chatSearch.machine.ts';
import type { SearchTarget } from './types.ts';

export type ChatSearchActor = ActorRefFrom<ChatSearchMachine>;
type Snapshot = SnapshotFrom<ChatSearchMachine>;

/** One hit as the results list shows it. */
export interface SearchHit {
  /** Unique in the list (the DOM id of its option). */
  id: string;
  kind: 'conversation' | 'message';
  /** Where choosing it leads. */
  target: SearchTarget;
  /** The contact's name, '' when none (the view then shows the formatted number). */
  contactName: string;
  otherFullNumber: string;
  otherTelCode: string;
  /** A message hit's text (the view marks the query in it); '' for a conversation. */
  text: string;
  date: number;
}

export type SearchPhase = 'idle' | 'busy' | 'failed' | 'shown';
export type MorePhase = 'none' | 'available' | 'loading' | 'failed';

export interface SearchView {
  phase: SearchPhase;
  typed: string;
  /** The query the shown hits are for (what the view marks in them). */
  query: string;
  hits: readonly SearchHit[];
  more: MorePhase;
}

const hitsBySnapshot = new WeakMap<object, readonly SearchHit[]>();

/** Conversations first, then messages newest first (built once per context). */
function hitsOf(snapshot: Snapshot): readonly SearchHit[] {
  const { context } = snapshot;
  const cached = hitsBySnapshot.get(context);
  if (cached) return cached;
  const hits: SearchHit[] = [
    ...context.conversations.map((hit): SearchHit => {
      const key = conversationKey(hit.ownFullNumber, hit.otherFullNumber);
      return {
        id: `c-${key}`,
        kind: 'conversation',
        target: { key },
        contactName: hit.contactName,
        otherFullNumber: hit.otherFullNumber,
        otherTelCode: hit.otherTelCode,
        text: '',
        date: hit.date,
      };
    }),
    ...context.messages.map(
      (hit): SearchHit => ({
        id: `m-${hit.smsId}`,
        kind: 'message',
        target: {
          key: conversationKey(hit.ownFullNumber, hit.otherFullNumber),
          focus: { smsId: hit.smsId, date: hit.date },
        },
        contactName: hit.contactName,
        otherFullNumber: hit.otherFullNumber,
        otherTelCode: hit.otherTelCode,
        text: hit.text,
        date: hit.date,
      }),
    ),
  ];
  hitsBySnapshot.set(context, hits);
  return hits;
}

export function searchViewOf(snapshot: Snapshot): SearchView {
  const phase: SearchPhase = snapshot.matches('idle')
    ? 'idle'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('shown')
        ? 'shown'
        : 'busy';
  const more: MorePhase = snapshot.matches({ shown: 'loadingMore' })
    ? 'loading'
    : snapshot.matches({ shown: 'moreFailed' })
      ? 'failed'
      : snapshot.matches({ shown: 'ready' }) && snapshot.context.nextBefore !== null
        ? 'available'
        : 'none';
  return {
    phase,
    typed: snapshot.context.typed,
    query: snapshot.context.query,
    hits: phase === 'shown' ? hitsOf(snapshot) : [],
    more,
  };
}

/** Whether the search replaces the chat list (something is typed). */
export function isSearching(snapshot: Snapshot): boolean {
  return !snapshot.matches('idle');
}

/**
 * The text split around each case-insensitive occurrence of the query, for marking the matches
 * (`mark: true` parts). Case is folded per character, so the parts keep the text's own letters.
 */
export function highlightParts(text: string, query: string): { text: string; mark: boolean }[] {
  const needle = query.toLocaleLowerCase();
  if (needle === '') return [{ text, mark: false }];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing may change lengths (rare letters): then only the whole text is shown, unmarked.
  if (haystack.length !== text.length) return [{ text, mark: false }];
  const parts: { text: string; mark: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), mark: false });
    parts.push({ text: text.slice(at, at + needle.length), mark: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mark: false });
  return parts;
}

/** The DOM id of a result's row in the list `listId` (the box's `aria-activedescendant`). */
export function hitDomId(listId: string, hit: SearchHit): string {
  return `${listId}-${hit.id}`;
}
