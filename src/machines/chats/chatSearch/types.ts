import type { AnyActorRef } from 'xstate';
import type { ChatSearchAnswer } from '../../../services/api/contract/search.ts';
import type { ApiResult } from '../../../services/api/result.ts';

/** One call of the search (a first page, or the next one: `before` the previous page's `nextBefore`). */
export interface SearchRequest {
  query: string;
  before?: number;
}

export type SearchResult = ApiResult<ChatSearchAnswer>;

/** Where a chosen hit leads: its conversation, and for a message hit that message. */
export interface SearchTarget {
  key: string;
  focus?: { smsId: string; date: number };
}

export interface ChatSearchInput {
  /** The chart hosting the search (the chats chart): told which conversation a chosen hit opens. */
  parent?: AnyActorRef;
}

export interface ChatSearchContext {
  parent: AnyActorRef | undefined;
  /** What is typed in the box, as typed (the box shows it). */
  typed: string;
  /** The query of the results shown or being fetched (trimmed). */
  query: string;
  conversations: ChatSearchAnswer['conversations'];
  messages: ChatSearchAnswer['messages'];
  /** The `before` of the next page of message hits; null when all are shown. */
  nextBefore: number | null;
}

export type ChatSearchEvent =
  /** The box changed: a search runs once typing paused (300 ms); an empty box shows the chat list again. */
  | { type: 'search.type'; text: string }
  /** Esc or the box's clear button: back to the chat list. */
  | { type: 'search.clear' }
  /** 'Try again' after a failed search. */
  | { type: 'search.retry' }
  /** 'More results': the next page of message hits (also again after it failed). */
  | { type: 'search.more' }
  /** A hit was chosen (click or Enter): its conversation opens, at the message for a message hit. */
  | ({ type: 'search.choose' } & SearchTarget);

/** What the chart tells its host. */
export type ChatSearchNotification = { type: 'search.show' } & SearchTarget;
