/** What the JieMa tool's views read of its charts' snapshots (spec 3 §2 JieMa). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { availableTypes, countryLabel } from '../../../services/verification/jiema.ts';
import { subscribeShown, type Tip } from '../../../services/verification/rules.ts';
import type { SmsPollingActor } from '../../verificationCodes/smsPolling/toView.ts';
import { type SmsRow, smsRows } from '../../verificationCodes/smsPolling/toView.ts';
import type { JiemaNewMachine } from '../jiemaNew/jiemaNew.machine.ts';
import type { JiemaOldMachine } from '../jiemaOld/jiemaOld.machine.ts';
import type { JiemaMachine, JiemaTab } from './jiema.machine.ts';

export type { CodeCountryCode } from '../jiemaNew/types.ts';
export type JiemaActor = ActorRefFrom<JiemaMachine>;
export type JiemaNewActor = ActorRefFrom<JiemaNewMachine>;
export type JiemaOldActor = ActorRefFrom<JiemaOldMachine>;
type Snapshot = SnapshotFrom<JiemaMachine>;
type NewSnapshot = SnapshotFrom<JiemaNewMachine>;
type OldSnapshot = SnapshotFrom<JiemaOldMachine>;

// ── the tool ─────────────────────────────────────────────────────────────────

export function tabOf(snapshot: Snapshot): JiemaTab {
  return snapshot.matches({ tab: 'old' }) ? 'old' : 'new';
}

export function busyDialogOpen(snapshot: Snapshot): boolean {
  return snapshot.matches({ busy: 'shown' });
}

export function toolBusy(snapshot: Snapshot): boolean {
  return snapshot.context.busy;
}

export function newRefOf(snapshot: Snapshot): JiemaNewActor | undefined {
  return snapshot.children.jiemaNew as JiemaNewActor | undefined;
}

export function oldRefOf(snapshot: Snapshot): JiemaOldActor | undefined {
  return snapshot.children.jiemaOld as JiemaOldActor | undefined;
}

// ── 'get new number' ─────────────────────────────────────────────────────────

export type JiemaStep = 'loading' | 'failed' | 'service' | 'options' | 'receive';

export function stepOf(snapshot: NewSnapshot): JiemaStep {
  if (snapshot.matches({ flow: 'loading' })) return 'loading';
  if (snapshot.matches({ flow: 'failed' })) return 'failed';
  if (snapshot.matches({ flow: 'service' })) return 'service';
  if (snapshot.matches({ flow: 'receive' })) return 'receive';
  // Options, the lock under way and the no-number dialog all show step 2.
  return 'options';
}

/** Step 1: the services matching the search (name or key). */
export function servicesOf(snapshot: NewSnapshot) {
  const query = snapshot.context.search.trim().toLowerCase();
  return snapshot.context.apps.filter(
    (app) => query === '' || app.name.toLowerCase().includes(query) || app.app.toLowerCase().includes(query),
  );
}

export interface OptionsView {
  appName: string;
  countries: readonly { code: string; label: string }[];
  country: string | null;
  /** The radio's types that have a free number. */
  available: readonly number[];
  numberType: number | null;
  loading: boolean;
  locking: boolean;
  termsAccepted: boolean;
}

export function optionsViewOf(snapshot: NewSnapshot): OptionsView {
  const { context } = snapshot;
  return {
    appName: context.apps.find((app) => app.app === context.app)?.name ?? '',
    countries: context.countries.map((country) => ({ code: country.code, label: countryLabel(country) })),
    country: context.country,
    available: availableTypes(context.options),
    numberType: context.numberType,
    loading: snapshot.matches({ flow: { options: 'loading' } }),
    locking: snapshot.matches({ flow: 'locking' }),
    termsAccepted: context.termsAccepted,
  };
}

export interface ReceiveView {
  appName: string;
  fullNumber: string;
  polling: boolean;
  /** spec 3 §5: type 2 hides subscribe; a subscribed one has nothing to subscribe. */
  subscribeShown: boolean;
  subRent: string;
  codeRate: string;
  copied: 'number' | 'code' | null;
  termsAccepted: boolean;
  /** spec 3 §4: the tip of the five (instructions, copied (old), receiving, received, copied (new)). */
  tip: Tip;
}

export function receiveViewOf(snapshot: NewSnapshot): ReceiveView | null {
  const { locked } = snapshot.context;
  if (!locked || !snapshot.matches({ flow: 'receive' })) return null;
  return {
    appName: locked.name,
    fullNumber: locked.fullNumber,
    polling: snapshot.matches({ flow: { receive: { wait: 'polling' } } }),
    subscribeShown: subscribeShown(locked.numberType) && locked.canSub && !snapshot.context.subscribed,
    subRent: locked.subRent,
    codeRate: locked.codeRate,
    copied: snapshot.context.copied,
    termsAccepted: snapshot.context.termsAccepted,
    tip: snapshot.context.tip,
  };
}

export type JiemaDialog = 'noNumber' | 'confirm' | 'reminder' | 'thanks' | 'terms' | null;

export function dialogOf(snapshot: NewSnapshot): JiemaDialog {
  if (snapshot.matches({ termsAlert: 'shown' })) return 'terms';
  if (snapshot.matches({ flow: 'noNumber' })) return 'noNumber';
  const receive = { flow: 'receive' } as const;
  if (!snapshot.matches(receive)) return null;
  if (snapshot.matches({ flow: { receive: { dialog: 'confirm' } } })) return 'confirm';
  if (snapshot.matches({ flow: { receive: { dialog: 'subscribing' } } })) return 'confirm';
  if (snapshot.matches({ flow: { receive: { dialog: 'reminder' } } })) return 'reminder';
  if (snapshot.matches({ flow: { receive: { dialog: 'subscribingOnFinish' } } })) return 'reminder';
  if (snapshot.matches({ flow: { receive: { dialog: 'thanks' } } })) return 'thanks';
  if (snapshot.matches({ flow: { receive: { dialog: 'thanksOnFinish' } } })) return 'thanks';
  return null;
}

export function subscribingOf(snapshot: NewSnapshot): boolean {
  return (
    snapshot.matches({ flow: { receive: { dialog: 'subscribing' } } }) ||
    snapshot.matches({ flow: { receive: { dialog: 'subscribingOnFinish' } } })
  );
}

export function pollingRefOf(snapshot: NewSnapshot): SmsPollingActor | undefined {
  return snapshot.children.smsPolling as SmsPollingActor | undefined;
}

/** After the wait ended: its messages stay. */
export function endedRowsOf(snapshot: NewSnapshot): readonly SmsRow[] {
  const ended = snapshot.context.lastPoll;
  return ended ? smsRows(ended.messages, ended.freshId) : [];
}

// ── 'recently used number' ───────────────────────────────────────────────────

export interface OldView {
  state: 'loading' | 'empty' | 'failed' | 'ready';
  apps: OldSnapshot['context']['apps'];
  app: string | null;
  numbers: OldSnapshot['context']['numbers'];
  numbersLoading: boolean;
  number: string | null;
  messages: readonly SmsRow[];
  messagesLoading: boolean;
  moreShown: boolean;
  /** spec 3 §5: the old tab's terms (ticked by default). */
  termsAccepted: boolean;
  /** 'use this number again' is under way. */
  reusing: boolean;
  /** The chosen number's code rate (the terms alert repeats it). */
  codeRate: string;
  dialog: 'terms' | 'noNumber' | null;
}

export function oldViewOf(snapshot: OldSnapshot): OldView {
  const { context } = snapshot;
  const state = snapshot.matches({ list: 'loadingApps' })
    ? 'loading'
    : snapshot.matches({ list: 'empty' })
      ? 'empty'
      : snapshot.matches({ list: 'failed' })
        ? 'failed'
        : 'ready';
  return {
    state,
    apps: context.apps,
    app: context.app,
    numbers: context.numbers,
    numbersLoading: snapshot.matches({ list: { apps: 'loadingNumbers' } }),
    number: context.number,
    messages: smsRows(context.messages, null),
    messagesLoading: snapshot.matches({ list: { apps: { messages: 'loading' } } }),
    moreShown: snapshot.matches({ list: { apps: { messages: 'shown' } } }) && context.hasOlder,
    termsAccepted: context.termsAccepted,
    reusing: snapshot.matches({ reuse: 'locking' }),
    codeRate: context.numbers.find((number) => number.oldPhone === context.number)?.codeRate ?? '',
    dialog: snapshot.matches({ termsAlert: 'shown' })
      ? 'terms'
      : snapshot.matches({ reuse: 'noNumber' })
        ? 'noNumber'
        : null,
  };
}
