/**
 * The verification-code provider (issue 10 item 9): the outside service that owns numbers on which
 * other services (WhatsApp, Telegram …) send their codes, and leases them to this server's
 * accounts. The server ships the sandbox provider (`codeProviderSandbox.ts`); a production
 * deployment passes its own `CodeProvider` to `createServer` and routes the provider's webhook to
 * `receiveCodeSms` (server/domain/verificationCodes/inbound.ts) with an `InboundCodeSms`, exactly
 * as `POST /sandbox/codeSms` does.
 *
 * Which number is leased to whom is this server's own record (the `code_number_claims` key), not
 * the provider's: the provider answers what exists and what it costs.
 */
import type { CodeCountryCode, CodeNumberType } from '../../src/services/api/contract/index.ts';
import type { LocalizedText } from '../domain/failure.ts';

/** One service whose codes the provider receives, with what a code and a subscription cost (brand unit: dollars). */
export interface ProviderApp {
  app: string;
  names: LocalizedText;
  /** Per number type (spec 3 §5): a code's price, 2 decimals. */
  codeRate: Readonly<Record<CodeNumberType, string>>;
  /** A type-1 number's monthly rent when subscribed. */
  subRent: string;
}

export interface ProviderCountry {
  code: CodeCountryCode;
  telCode: string;
  names: LocalizedText;
}

/** An SMS from a leased long-term number (sendCodeSms). Numbers are full. */
export interface OutboundCodeSms {
  app: string;
  from: string;
  to: string;
  text: string;
  smsId: string;
}

export interface CodeProvider {
  apps(): readonly ProviderApp[];
  countries(): readonly ProviderCountry[];
  /**
   * The provider's full numbers for `app` in `country` of `numberType`, in the order it offers them
   * (empty: none there now). Whether one is leased is not its concern.
   */
  numbers(app: string, country: CodeCountryCode, numberType: CodeNumberType): readonly string[];
  /** Resolves once the provider took the SMS; rejects when it refused it or could not be reached. */
  send(message: OutboundCodeSms): Promise<void>;
}

/** What the provider's webhook delivers: an SMS that arrived on one of its numbers. */
export interface InboundCodeSms {
  /** The full number it arrived on. */
  number: string;
  /** The service it is from, when the provider knows; otherwise the number's most recent live lease decides. */
  app?: string;
  /** The sender as the service names itself. */
  from?: string;
  text: string;
  /** The provider's id of the message: delivering it again stores and charges nothing new. */
  messageId: string;
}

/** Used outside sandbox mode when no provider was configured: no apps, no numbers, sends fail. */
export const unconfiguredCodeProvider: CodeProvider = {
  apps: () => [],
  countries: () => [],
  numbers: () => [],
  send: () =>
    Promise.reject(new Error('no verification-code provider is configured: pass `codeProvider` to createServer')),
};
