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
  /**
   * A message hit's text, or a voicemail's transcript when that is what matched (the view marks
   * the query in it); '' for a conversation.
   */
  text: string;
  /** The text shown is a voicemail's transcript (the view says so). */
  fromTranscript: boolean;
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
        fromTranscript: false,
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
        text: hit.transcript === '' ? hit.text : hit.transcript,
        fromTranscript: hit.transcript !== '',
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

/** The DOM id of a result's row in the list `listId` (the box's `aria-activedescendant`). */
export function hitDomId(listId: string, hit: SearchHit): string {
  return `${listId}-${hit.id}`;
}
