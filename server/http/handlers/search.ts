/** Searching the chats (issue 22 item 5): rules in server/domain/messaging/search.ts. */
import { searchChats } from '../../domain/messaging/search.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

export const searchHandlers: Pick<EndpointHandlers, 'searchChats'> = {
  searchChats: withSession(async ({ input, server }, session) => searchChats(server.db, session.accountId, input)),
};
