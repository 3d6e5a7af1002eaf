/**
 * Types of the New Code flow (spec 3 §2 New Code, §4 New Code, §5): the app-level shapes of the
 * verification entities (spec 3 §3); the actors (`newCode.actors.ts`) build them from the wire.
 */
import type { AnyActorRef } from 'xstate';
import type {
  CodeApp,
  CodeCountry,
  CodeCountryCode,
  LockedCodePhone as LockedPhone,
  CodePhoneOption as PhoneOption,
} from '../../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { Tip } from '../../../services/verification/rules.ts';
import type {
  CatalogueResult,
  ChangeResult,
  CodeCatalogue,
  LockResult,
  PhoneOptionsResult,
} from '../../shared/codeReceiving.ts';
import type { GetCodeTarget } from '../../shared/getCodeTarget.ts';
import type { CodeSms, SmsPollingOutput, SmsPushed } from '../smsPolling/types.ts';

export type {
  CatalogueResult,
  ChangeResult,
  CodeApp,
  CodeCatalogue,
  CodeCountry,
  CodeCountryCode,
  CodeSms,
  GetCodeTarget,
  LockedPhone,
  LockResult,
  PhoneOption,
  PhoneOptionsResult,
  SmsPollingOutput,
  Tip,
};

/** spec 3 §7 GET /lockVerificationCodePhone. */
export interface LockRequest {
  app: string;
  code: CodeCountryCode;
  /** The full number, or 'Get a New Number' (try another). */
  number: string;
  lastApp: string;
  lastNumber: string;
  numberType: number;
}

/** spec 3 §7 POST /sendCodeSms {from, to, app, text}. */
export interface SendCodeSmsRequest {
  from: string;
  to: string;
  app: string;
  text: string;
}

/** What a number type of the app costs (GET /getCodeNumberFeeByAppV2): shown in step 1. */
export interface CodeFee {
  /** spec 3 §5: 1 long-term, 2 one-time. */
  numberType: number;
  /** '' when numbers of this type cannot be subscribed (one-time). */
  subRent: string;
  codeRate: string;
}

export type FeeResult = ApiResult<readonly CodeFee[]>;

/** GET /getVerificationCodeSmsList {app, number, count}: a subscribed number's earlier codes, newest first. */
export type EarlierResult = ApiResult<readonly CodeSms[]>;

export interface NewCodeInput {
  /** Get-code mode (spec 3 §4): step 2 at once for this subscribed number; no try another. */
  getCode?: GetCodeTarget | null;
  /** The verification area, told when polling starts and stops (its menu waits meanwhile). */
  parent?: AnyActorRef;
}

export interface NewCodeContext {
  parent: AnyActorRef | undefined;
  getCode: GetCodeTarget | null;
  apps: readonly CodeApp[];
  countries: readonly CodeCountry[];
  app: string | null;
  country: CodeCountryCode | null;
  options: readonly PhoneOption[];
  /** Per number type (issue 27 item 4: step 1 shows the rate of the type that will be charged). */
  fees: readonly CodeFee[];
  /** The chosen option's full number (telCode + phone). */
  selected: string | null;
  search: string;
  termsAccepted: boolean;
  locked: LockedPhone | null;
  /** The previous lock, sent with try another (spec 3 §7 lastApp, lastNumber). */
  lastApp: string;
  lastNumber: string;
  /** An SMS arrived on the locked number (try another is disabled, Done may ask to subscribe). */
  received: boolean;
  /** An SMS was sent from the number: it becomes subscribable (spec 3 §4). */
  sentFrom: boolean;
  tip: Tip;
  /** The send panel's fields. */
  draft: { text: string; countryCode: string; phone: string };
  /** The number was subscribed (the flow's output). */
  subscribed: boolean;
  /** The ended wait of the locked number: why, and the messages it saw. */
  lastPoll: SmsPollingOutput | null;
  /** Get-code mode: the number's earlier codes (issue 27 item 4), shown above the wait's new ones. */
  earlier: readonly CodeSms[];
  /** They could not be read (said in the panel, never shown as 'no messages'). */
  earlierFailed: boolean;
}

export type NewCodeEvent =
  | { type: 'catalogue.reload' }
  | { type: 'app.select'; app: string }
  | { type: 'country.select'; code: CodeCountryCode }
  | { type: 'options.reload' }
  | { type: 'number.select'; number: string }
  | { type: 'search.change'; search: string }
  | { type: 'terms.toggle' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'mode.receive' }
  | { type: 'mode.send' }
  | { type: 'number.copy' }
  | { type: 'code.copy'; code: string }
  | { type: 'number.tryAnother' }
  | { type: 'flow.done' }
  | { type: 'done.confirm' }
  | { type: 'subscribe.request' }
  | { type: 'subscribe.confirm' }
  | { type: 'dialog.close' }
  | { type: 'send.edit'; field: 'text' | 'countryCode' | 'phone'; value: string }
  | { type: 'send.submit' }
  /** An SMS for the locked number pushed over the socket (forwarded by the area). */
  | SmsPushed
  /** Told by the polling child after every check. */
  | { type: 'polling.checked'; arrived: number; newest: CodeSms | null };

export interface NewCodeOutput {
  /** Get-code mode: the number was subscribed, so the area shows verification number management. */
  subscribed: boolean;
}
