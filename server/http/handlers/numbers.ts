/**
 * The numbers calls (spec 3 §7; issue 9 items 10–14), each scoped to the caller's account. The
 * rules live in server/domain/numbers; this file only maps requests to them.
 */

import type { EndpointName } from '../../../src/services/api/contract/index.ts';
import { listNumberRows } from '../../domain/messaging/virtualNumbers.ts';
import { toManagedNumber } from '../../domain/numbers/billing.ts';
import { listSubscriptionHistory } from '../../domain/numbers/history.ts';
import { areaCodeList } from '../../domain/numbers/inventory.ts';
import { changePlan, managePlanList, planList, preChangePlan } from '../../domain/numbers/plans.ts';
import { callSettings, setCallSetting } from '../../domain/numbers/settings.ts';
import {
  buyNumber,
  type Caller,
  offeredNumbers,
  resubscribe,
  unsubscribe,
  updateNumberInfo,
} from '../../domain/numbers/subscriptions.ts';
import type { AuthSession } from '../../domain/sessions.ts';
import { type EndpointHandlers, type HandlerContext, withSession } from '../endpoint.ts';

type NumbersHandlers = Pick<
  EndpointHandlers,
  | 'getVirtualPhoneList'
  | 'getAreaCodeV2'
  | 'getVirtualPhoneByAreaCode'
  | 'getPlanList'
  | 'getManagePlanList'
  | 'preChangePlan'
  | 'changePlan'
  | 'subVirtualPhone'
  | 'reSubVirtualPhone'
  | 'unSubVirtualPhone'
  | 'updateNumberInfo'
  | 'setForward'
  | 'setVoicemail'
  | 'getSubscriptionList'
  | 'getPlansPage'
>;

function callerOf<N extends EndpointName>({ platform, lang }: HandlerContext<N>, session: AuthSession): Caller {
  return { accountId: session.accountId, platform, lang };
}

export const numbersHandlers: NumbersHandlers = {
  getVirtualPhoneList: withSession(async (context, session) => {
    const { server, platform, lang } = context;
    const [rows, settings] = await Promise.all([
      listNumberRows(server.db, session.accountId),
      callSettings(server.db, session.accountId),
    ]);
    return { virtualPhones: rows.map((row) => toManagedNumber(row, platform, lang)), ...settings };
  }),

  getAreaCodeV2: withSession(async ({ lang }) => ({ areaCodeList: areaCodeList(lang) })),

  getVirtualPhoneByAreaCode: withSession(async ({ input, server }) => ({
    numberList: await offeredNumbers(server, {
      code: input.code,
      type: input.type,
      telCode: input.telCode,
      ...(input.areaCode ? { areaCode: input.areaCode } : {}),
    }),
  })),

  getPlanList: withSession(async (context, session) => ({
    planList: planList(
      callerOf(context, session),
      context.server.clock.now(),
      context.input,
      context.server.plansPageUrl,
    ),
  })),

  getManagePlanList: withSession(async (context, session) =>
    managePlanList(
      context.server,
      callerOf(context, session),
      context.input.virtualNumber,
      context.server.plansPageUrl,
    ),
  ),

  preChangePlan: withSession(async (context, session) =>
    preChangePlan(context.server, callerOf(context, session), context.input.virtualNumber, context.input.planId),
  ),

  changePlan: withSession(async (context, session) =>
    changePlan(
      context.server,
      callerOf(context, session),
      context.input.virtualNumber,
      context.input.planId,
      context.input.type,
    ),
  ),

  subVirtualPhone: withSession(async (context, session) =>
    buyNumber(context.server, callerOf(context, session), context.input),
  ),

  reSubVirtualPhone: withSession(async (context, session) =>
    resubscribe(context.server, callerOf(context, session), Number(context.input.historyId), context.input.date),
  ),

  unSubVirtualPhone: withSession(async (context, session) =>
    unsubscribe(context.server, callerOf(context, session), `${context.input.telCode}${context.input.phone}`),
  ),

  updateNumberInfo: withSession(async (context, session) =>
    updateNumberInfo(context.server, callerOf(context, session), context.input),
  ),

  setForward: withSession(async ({ input, server }, session) =>
    setCallSetting(server.db, session.accountId, 'forward', input.forward === 1),
  ),

  setVoicemail: withSession(async ({ input, server }, session) =>
    setCallSetting(server.db, session.accountId, 'voicemail', input.voicemail === 1),
  ),

  getSubscriptionList: withSession(async ({ input, server }, session) =>
    listSubscriptionHistory(server.db, server.clock, session.accountId, input),
  ),

  async getPlansPage({ server }) {
    const url = server.plansPageUrl;
    return { url, origin: /^https?:\/\//.test(url) ? new URL(url).origin : '' };
  },
};
