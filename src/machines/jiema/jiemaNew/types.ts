/** Types of the JieMa new-number flow (spec 3 §2 JieMa, §4 JieMa new-number flow). */

import type { AnyActorRef } from 'xstate';
import type {
  CodeApp,
  CodeCountry,
  CodeCountryCode,
  LockedCodePhone as LockedPhone,
  CodePhoneOption as PhoneOption,
} from '../../../services/api/contract/verificationCodes.ts';
import type { NumberType, Tip } from '../../../services/verification/rules.ts';
import type {
  CatalogueResult,
  ChangeResult,
  JiemaReused,
  LockResult,
  PhoneOptionsResult,
} from '../../shared/codeReceiving.ts';
import type { CodeSms, SmsPollingOutput } from '../../verificationCodes/smsPolling/types.ts';

export type {
  CatalogueResult,
  ChangeResult,
  CodeApp,
  CodeCountry,
  CodeCountryCode,
  CodeSms,
  LockedPhone,
  LockResult,
  NumberType,
  PhoneOption,
  PhoneOptionsResult,
  SmsPollingOutput,
};

/** GET /lockVerificationCodePhone as the JieMa tool sends it: any free number of the chosen type. */
export interface JiemaLockRequest {
  app: string;
  code: CodeCountryCode;
  numberType: NumberType;
  /** The previous lock ('change to a new number', spec 3 §7 lastApp, lastNumber); '' at first. */
  lastApp: string;
  lastNumber: string;
}

export interface JiemaNewInput {
  /** The JieMa tool, told `jiema.busy` while polling (its tabs wait meanwhile). */
  parent?: AnyActorRef;
}

export interface JiemaNewContext {
  parent: AnyActorRef | undefined;
  apps: readonly CodeApp[];
  countries: readonly CodeCountry[];
  /** Step 1's search text. */
  search: string;
  app: string | null;
  country: CodeCountryCode | null;
  options: readonly PhoneOption[];
  /** The radio (spec 3 §5: 1 allows subscribing, 2 hides it); null while nothing is available. */
  numberType: NumberType | null;
  /** spec 3 §5: ticked by default in the jiema variant. */
  termsAccepted: boolean;
  locked: LockedPhone | null;
  lastApp: string;
  lastNumber: string;
  /** An SMS arrived on the locked number. */
  received: boolean;
  subscribed: boolean;
  /** The ended wait: the messages it saw stay on screen. */
  lastPoll: SmsPollingOutput | null;
  /** The code or number just copied (its 'copied' confirmation). */
  copied: 'number' | 'code' | null;
  /** spec 3 §4: the receive panel's tip, cycling its five states (`nextTip`, as New Code's). */
  tip: Tip;
}

export type JiemaNewEvent =
  | { type: 'catalogue.reload' }
  | { type: 'service.search'; search: string }
  | { type: 'service.select'; app: string }
  | { type: 'country.select'; code: CodeCountryCode }
  | { type: 'type.select'; numberType: NumberType }
  | { type: 'terms.toggle' }
  /** 'get number', or 'change to a new number' once one is shown. */
  | { type: 'number.get' }
  | { type: 'step.back' }
  | { type: 'number.copy' }
  | { type: 'code.copy'; code: string }
  | { type: 'flow.finish' }
  | { type: 'subscribe.request' }
  | { type: 'subscribe.confirm' }
  | { type: 'dialog.close' }
  /** The must-agree-to-terms alert's OK. */
  | { type: 'alert.close' }
  /** Told by the polling child after every check. */
  | { type: 'polling.checked'; arrived: number; newest: CodeSms | null }
  /** From the tool: a past number the old tab locked again, for the receive panel. */
  | JiemaReused;

export type JiemaBusy = { type: 'jiema.busy'; busy: boolean };
