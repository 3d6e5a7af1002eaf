import type { en } from '../en/index.ts';
import { account } from './account.ts';
import { chatSearch } from './chatSearch.ts';
import { chats } from './chats.ts';
import { common } from './common.ts';
import { contacts } from './contacts.ts';
import { contactsView } from './contactsView.ts';
import { conversationView } from './conversationView.ts';
import { developerApi } from './developerApi.ts';
import { errors } from './errors.ts';
import { frontPage } from './frontPage.ts';
import { jiema } from './jiema.ts';
import { ledger } from './ledger.ts';
import { numberFlows } from './numberFlows.ts';
import { numbers } from './numbers.ts';
import { payments } from './payments.ts';
import { profile } from './profile.ts';
import { promotion } from './promotion.ts';
import { referral } from './referral.ts';
import { shell } from './shell.ts';
import { verificationCodes } from './verificationCodes.ts';

export const AREAS = {
  account,
  chats,
  chatSearch,
  common,
  errors,
  shell,
  contacts,
  contactsView,
  conversationView,
  promotion,
  payments,
  numbers,
  ledger,
  numberFlows,
  profile,
  developerApi,
  referral,
  verificationCodes,
  jiema,
  frontPage,
};

export const zhCN: Record<keyof typeof en, string> = {
  ...account,
  ...chats,
  ...chatSearch,
  ...common,
  ...errors,
  ...shell,
  ...contacts,
  ...contactsView,
  ...conversationView,
  ...promotion,
  ...payments,
  ...numbers,
  ...ledger,
  ...numberFlows,
  ...profile,
  ...developerApi,
  ...referral,
  ...verificationCodes,
  ...jiema,
  ...frontPage,
};
