/**
 * The new chat being written (spec 1 §2 new-chat header: To country code, a number with contact
 * suggestions, From own number). It lives in the chats chart, so a view only shows it and sends
 * its changes; the rules of spec 1 §5 apply when it is taken (`chat.start`).
 */
import type { VirtualPhone } from '../../../services/api/contract/messaging.ts';

export interface NewChatDraft {
  /** The To country code the person chose; null follows the From number's. */
  telCode: string | null;
  /** What is typed in the number field, as typed. */
  typed: string;
  /** The From number the person chose; null is the first own number. */
  ownFullNumber: string | null;
}

export const EMPTY_DRAFT: NewChatDraft = { telCode: null, typed: '', ownFullNumber: null };

/** A contact suggestion taken instead of what is typed: its country code and national number. */
export interface DraftPick {
  telCode: string;
  phone: string;
  /** How the suggestion reads; it replaces what was typed. */
  shown: string;
}

/** The From number: the one chosen while it is owned, else the first own number. */
export function draftSender(draft: NewChatDraft, numbers: readonly VirtualPhone[]): VirtualPhone | undefined {
  return numbers.find((phone) => phone.fullNumber === draft.ownFullNumber) ?? numbers[0];
}

/** The To country code: the one chosen, else the From number's. */
export function draftTelCode(draft: NewChatDraft, numbers: readonly VirtualPhone[]): string {
  return draft.telCode ?? draftSender(draft, numbers)?.telCode ?? '';
}

/** The `chat.start` a taken draft (or a picked suggestion) makes. */
export function startOfDraft(draft: NewChatDraft, numbers: readonly VirtualPhone[], pick?: DraftPick) {
  const own = draftSender(draft, numbers);
  return {
    type: 'chat.start' as const,
    otherTelCode: pick ? pick.telCode : draftTelCode(draft, numbers),
    typed: pick ? pick.phone : draft.typed,
    ...(own ? { ownFullNumber: own.fullNumber } : {}),
  };
}
