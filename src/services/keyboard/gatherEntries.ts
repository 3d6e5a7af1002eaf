/**
 * What the command palette can find at the moment it opens (issue 24 item 4), from plain facts the
 * shell reads off the charts: the actions the brand offers, the chat list, the address book and
 * the account's own numbers. Nothing on a tab the brand hides (spec 1 §2 tabs per brand).
 */
import type { Tab } from '../brand/platforms.ts';
import type { PaletteEntry } from './paletteEntries.ts';

export interface PaletteFacts {
  tabs: readonly Tab[];
  /** The account tab has a recharge section here (the brand's, not on a front page). */
  canTopUp: boolean;
  /** The tab bar offers the other language. */
  canSwitchLanguage: boolean;
  /** The chat list, newest first: its key, the other party's name (contact or formatted number) and number. */
  chats: readonly { key: string; name: string; number: string }[];
  contacts: readonly { id: string; name: string; numbers: readonly string[] }[];
  /** The account's own numbers (a new chat from one). */
  ownNumbers: readonly { fullNumber: string; label: string; name: string }[];
}

/** The texts of the actions, in the language on screen. */
export interface PaletteLabels {
  newChat: string;
  tab(tab: Tab): string;
  topUp: string;
  logout: string;
  language: string;
  numberNewChat: string;
}

/** An action of the palette (new chat, a tab, top up, log out…): found by its label alone. */
export const actionEntry = (id: string, label: string, command: PaletteEntry['command']): PaletteEntry => ({
  id: `action:${id}`,
  kind: 'action',
  label,
  detail: '',
  numbers: [],
  command,
});

export function gatherEntries(facts: PaletteFacts, labels: PaletteLabels): PaletteEntry[] {
  const hasChats = facts.tabs.includes('chats');
  const actions: PaletteEntry[] = [
    ...(hasChats ? [actionEntry('newChat', labels.newChat, { type: 'chat.new' })] : []),
    ...facts.tabs.map((tab) => actionEntry(`tab.${tab}`, labels.tab(tab), { type: 'tab.choose', tab })),
    ...(facts.canTopUp ? [actionEntry('topUp', labels.topUp, { type: 'recharge.open' })] : []),
    ...(facts.canSwitchLanguage ? [actionEntry('language', labels.language, { type: 'locale.toggle' })] : []),
    actionEntry('logout', labels.logout, { type: 'logout.request' }),
  ];
  const chats: PaletteEntry[] = hasChats
    ? facts.chats.map((chat) => ({
        id: `chat:${chat.key}`,
        kind: 'chat',
        label: chat.name,
        detail: chat.name === chat.number ? '' : chat.number,
        numbers: [chat.number],
        command: { type: 'chat.show', key: chat.key },
      }))
    : [];
  const contacts: PaletteEntry[] = facts.tabs.includes('contacts')
    ? facts.contacts.map((contact) => ({
        id: `contact:${contact.id}`,
        kind: 'contact',
        label: contact.name,
        detail: contact.numbers.join(', '),
        numbers: contact.numbers,
        command: { type: 'contact.show', id: contact.id },
      }))
    : [];
  const numbers: PaletteEntry[] = hasChats
    ? facts.ownNumbers.map((own) => ({
        id: `number:${own.fullNumber}`,
        kind: 'number',
        label: own.name === '' ? own.label : `${own.name} · ${own.label}`,
        detail: labels.numberNewChat,
        numbers: [own.fullNumber],
        command: { type: 'chat.draftFrom', ownFullNumber: own.fullNumber },
      }))
    : [];
  return [...actions, ...chats, ...contacts, ...numbers];
}
