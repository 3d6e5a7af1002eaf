/** What New Code's views read of its snapshot (spec 3 §2 New Code). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  canGoNext,
  canSend,
  matchesSearch,
  searchInForce,
  searchShown,
  type Tip,
  tipIndex,
} from '../../../services/verification/rules.ts';
import { type SmsPollingActor, smsRows } from '../smsPolling/toView.ts';
import { type NewCodeMachine, subscribable } from './newCode.machine.ts';
import type { CodeApp, CodeCountry, CodeFee, LockedPhone, PhoneOption } from './types.ts';

export type NewCodeActor = ActorRefFrom<NewCodeMachine>;
type Snapshot = SnapshotFrom<NewCodeMachine>;

export type NewCodeDialog = 'noNumber' | 'done' | 'subscribe' | 'sent' | null;

export interface StepOneView {
  apps: readonly CodeApp[];
  countries: readonly CodeCountry[];
  app: string | null;
  country: string | null;
  /** The numbers the search lets through. */
  options: readonly PhoneOption[];
  optionsStatus: 'incomplete' | 'loading' | 'ready' | 'failed';
  /** spec 3 §9: the search box shows above 4 numbers. */
  searchShown: boolean;
  /** Numbers are on offer but the search lets none through (not 'no number available'). */
  searchHidesAll: boolean;
  search: string;
  selected: string | null;
  termsAccepted: boolean;
  canNext: boolean;
  /**
   * The rates shown (issue 27 item 4): of the chosen number's type — what will be charged — or,
   * before a number is chosen, of every type on offer.
   */
  fees: readonly CodeFee[];
  locking: boolean;
}

export interface StepTwoView {
  locked: LockedPhone;
  appName: string;
  mode: 'receive' | 'send';
  /** spec 3 §2: the toggle shows only when the number can send SMS. */
  canSendMode: boolean;
  polling: boolean;
  tip: Tip;
  tipIndex: number;
  received: boolean;
  canTryAnother: boolean;
  subscribable: boolean;
  busy: boolean;
  codeCopied: boolean;
  draft: { text: string; countryCode: string; phone: string };
  canSubmitSend: boolean;
  getCode: boolean;
  /** Get-code mode: the earlier codes could not be read (issue 27 item 4). */
  earlierFailed: boolean;
}

export type NewCodeView =
  | { step: 'starting' }
  | { step: 'failed' }
  | { step: 1; choose: StepOneView; dialog: NewCodeDialog }
  | { step: 2; receive: StepTwoView; dialog: NewCodeDialog }
  | { step: 'done' };

function optionsStatusOf(snapshot: Snapshot): StepOneView['optionsStatus'] {
  if (snapshot.matches({ choosing: { options: 'ready' } })) return 'ready';
  if (snapshot.matches({ choosing: { options: 'failed' } })) return 'failed';
  if (snapshot.matches({ choosing: { options: 'incomplete' } })) return 'incomplete';
  return 'loading';
}

function feesShown(
  fees: readonly CodeFee[],
  options: readonly PhoneOption[],
  selected: PhoneOption | null,
): readonly CodeFee[] {
  if (selected) return fees.filter((fee) => fee.numberType === selected.numberType);
  const offered = new Set<number>(options.map((option) => option.numberType));
  return offered.size === 0 ? fees : fees.filter((fee) => offered.has(fee.numberType));
}

function stepOne(snapshot: Snapshot): StepOneView {
  const { context } = snapshot;
  const selectedOption =
    context.options.find((option) => `${option.telCode}${option.phone}` === context.selected) ?? null;
  // A search box that is not on screen filters nothing (issue 27 item 4).
  const search = searchInForce(context.options.length, context.search);
  const options = context.options.filter((option) => matchesSearch(option, search));
  return {
    apps: context.apps,
    countries: context.countries,
    app: context.app,
    country: context.country,
    options,
    searchHidesAll: options.length === 0 && context.options.length > 0,
    optionsStatus: optionsStatusOf(snapshot),
    searchShown: searchShown(context.options.length),
    search: context.search,
    selected: context.selected,
    termsAccepted: context.termsAccepted,
    canNext:
      snapshot.matches({ choosing: { options: 'ready' } }) &&
      canGoNext({ selected: selectedOption, termsAccepted: context.termsAccepted, search }),
    fees: feesShown(context.fees, context.options, selectedOption),
    locking: snapshot.matches('locking') || snapshot.matches('retrying'),
  };
}

function dialogOf(snapshot: Snapshot): NewCodeDialog {
  if (snapshot.matches('noNumber')) return 'noNumber';
  if (snapshot.matches({ receiving: { panel: 'confirmingDone' } })) return 'done';
  if (
    snapshot.matches({ receiving: { panel: 'confirmingSubscribe' } }) ||
    snapshot.matches({ receiving: { panel: 'subscribing' } })
  ) {
    return 'subscribe';
  }
  if (snapshot.matches({ receiving: { panel: 'sent' } })) return 'sent';
  return null;
}

export function newCodeToView(snapshot: Snapshot): NewCodeView {
  const { context } = snapshot;
  if (snapshot.matches('starting') || snapshot.matches('routing')) return { step: 'starting' };
  if (snapshot.matches('catalogueFailed')) return { step: 'failed' };
  if (snapshot.status === 'done') return { step: 'done' };
  const dialog = dialogOf(snapshot);
  if (snapshot.matches('receiving') && context.locked) {
    const { locked, draft } = context;
    return {
      step: 2,
      dialog,
      receive: {
        locked,
        appName: context.apps.find((app) => app.app === locked.app)?.name ?? locked.app,
        mode: snapshot.matches({ receiving: { mode: 'send' } }) ? 'send' : 'receive',
        canSendMode: locked.canSendCodeSms,
        polling: snapshot.matches({ receiving: { polling: 'active' } }),
        tip: context.tip,
        tipIndex: tipIndex(context.tip),
        received: context.received,
        canTryAnother: !context.received && context.getCode === null,
        subscribable: subscribable(context),
        busy:
          snapshot.matches({ receiving: { panel: 'subscribing' } }) ||
          snapshot.matches({ receiving: { panel: 'sending' } }),
        codeCopied: snapshot.matches({ receiving: { copy: 'copied' } }),
        draft,
        canSubmitSend: canSend(draft.text, draft.countryCode, draft.phone),
        getCode: context.getCode !== null,
        earlierFailed: context.earlierFailed,
      },
    };
  }
  // Get-code mode shows its number's lock as step 2 in waiting; New Code its step 1.
  return { step: 1, dialog, choose: stepOne(snapshot) };
}

/** The polling child while step 2 shows. */
export function pollingRefOf(snapshot: Snapshot): SmsPollingActor | undefined {
  return snapshot.children.smsPolling as SmsPollingActor | undefined;
}

/** The ended wait's messages and why it ended (the polling child is gone then), or null while it runs. */
export function lastPollOf(snapshot: Snapshot) {
  const { lastPoll } = snapshot.context;
  return lastPoll ? { rows: smsRows(lastPoll.messages, lastPoll.freshId), stop: lastPoll.reason } : null;
}
