/**
 * The chat calls (spec 1 §7), each scoped to the caller's account. The
 * rules live in server/domain/messaging; this file only maps requests to them.
 */

import { isFailure } from '../../domain/failure.ts';
import { deleteConversation, deleteMessage } from '../../domain/messaging/deletion.ts';
import { listChatChanges, listChatsOfToken, listDialog } from '../../domain/messaging/listings.ts';
import { markChatRead } from '../../domain/messaging/readMarkers.ts';
import { transcribeVoicemail } from '../../domain/messaging/transcription.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

type MessagingHandlers = Pick<
  EndpointHandlers,
  'getChatList' | 'getChatListByDate' | 'getDialogList' | 'markChatRead' | 'delSms' | 'speechToText'
>;

export const messagingHandlers: MessagingHandlers = {
  getChatList: {
    async checksToken({ input, platform, server }, claim) {
      const listed = await listChatsOfToken(server.db, server.clock, platform, claim, input.months);
      return isFailure(listed) ? listed : { session: listed.session, result: listed.chats };
    },
  },

  getChatListByDate: withSession(async ({ input, server }, session) =>
    listChatChanges(server.db, session.accountId, input.since),
  ),

  getDialogList: withSession(async ({ input, server }, session) => listDialog(server.db, session.accountId, input)),

  markChatRead: withSession(async ({ input, server }, session) => markChatRead(server, session, input)),

  delSms: withSession(async ({ input, server }, session) =>
    'smsId' in input
      ? deleteMessage(server, session.accountId, input.smsId, input.date)
      : deleteConversation(server, session.accountId, input.from, input.to),
  ),

  speechToText: withSession(async ({ input, server }, session) =>
    transcribeVoicemail(server, session.accountId, input.url, input.language),
  ),
};
