/** What the recharge section shows, derived from its chart (spec 2 §2, §4, §5, §9). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  type CustomAmountCheck,
  checkCustomAmount,
  customAllowed,
  paymentsOf,
} from '../../../services/api/contract/paymentRules.ts';
import type { PaymentActor } from '../payment/toView.ts';
import { amountOf, type CreditMachine } from './credit.machine.ts';
import { giftOf, needsPhone, offeredMethods, rulesFlag, type SectionMethod, tiersFor } from './recharge.ts';

export type CreditActor = ActorRefFrom<CreditMachine>;
export type CreditSnapshot = SnapshotFrom<CreditMachine>;

export interface CreditView {
  status: 'loading' | 'unavailable' | 'ready';
  methods: readonly { method: SectionMethod; needsPhone: boolean }[];
  method: SectionMethod | null;
  tiers: readonly { amount: number; gift: number; disabled: boolean; selected: boolean }[];
  /** spec 2 §4: some tiers are disabled because a crypto method gives no gift here. */
  cryptoNoGift: boolean;
  custom: {
    /** spec 2 §4: PayPal disables the custom amount. */
    allowed: boolean;
    selected: boolean;
    text: string;
    min: number;
    max: number;
    /** Why the typed amount cannot be paid (only while the custom amount is chosen). */
    problem: Extract<CustomAmountCheck, { ok: false }>['problem'] | null;
  };
  /** What is paid and what is credited (amount + gift), null while nothing payable is chosen. */
  amount: number | null;
  gift: number;
  canPay: boolean;
  /** A request is under way (the methods, or a phone check). */
  busy: boolean;
}

export function creditToView(snapshot: CreditSnapshot): CreditView {
  const { context } = snapshot;
  const { platform, choice, method, methods } = context;
  const { custom } = paymentsOf(platform);
  const check = checkCustomAmount(platform, context.customText);
  const customSelected = choice?.kind === 'custom';
  const tiers = tiersFor(platform, method);
  const amount = amountOf(context);
  const ready = snapshot.matches('ready') || snapshot.matches('checkingPhone') || snapshot.matches('paying');
  return {
    status: snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('unavailable')
        ? 'unavailable'
        : ready
          ? 'ready'
          : 'loading',
    methods: methods ? offeredMethods(methods).map((m) => ({ method: m, needsPhone: needsPhone(methods, m) })) : [],
    method,
    tiers: tiers.map((tier) => ({
      ...tier,
      selected: choice?.kind === 'tier' && choice.amount === tier.amount,
    })),
    cryptoNoGift: tiers.some((tier) => tier.disabled),
    custom: {
      allowed: customAllowed(rulesFlag(method)),
      selected: customSelected,
      text: context.customText,
      min: custom.min,
      max: custom.max,
      problem: customSelected && !check.ok ? check.problem : null,
    },
    amount,
    gift: amount === null ? 0 : giftOf(platform, method, choice),
    canPay: snapshot.can({ type: 'pay.submit' }),
    busy: snapshot.hasTag('busy'),
  };
}

/** The payment dialog while one shows. */
export function selectPaymentRef(snapshot: CreditSnapshot): PaymentActor | undefined {
  return snapshot.children.payment as PaymentActor | undefined;
}
