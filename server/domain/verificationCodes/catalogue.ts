/**
 * The provider's catalogue as the verification area shows it (spec 3 §3 App, Country; §7
 * getAppList, getCodeNumberFeeByAppV2): names in the request's language, prices per number type,
 * and which brands sell verification numbers at all (the brand table's verification tab: not on
 * wetalk and cloudnumber, spec 3 §1).
 */
import {
  type AppListAnswer,
  CODE_NUMBER_TYPES,
  type CodeApp,
  type CodeCountryCode,
  type CodeFee,
  type CodeNumberType,
  type LanguageCode,
  type Platform,
} from '../../../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../../../src/services/brand/platforms.ts';
import type { CodeProvider, ProviderApp, ProviderCountry } from '../../adapters/codeProvider.ts';
import { type Failure, fail } from '../failure.ts';
import { CODE_TEXTS } from './texts.ts';

export function sellsVerification(platform: Platform): boolean {
  return (PLATFORM_TABLE[platform].tabs as readonly string[]).includes('verification');
}

/** The brand's refusal where verification is not sold (100017), else undefined. */
export function brandGate(platform: Platform): Failure | undefined {
  return sellsVerification(platform) ? undefined : fail('notAuthorized', CODE_TEXTS.notSold);
}

export function findApp(provider: CodeProvider, app: string): ProviderApp | undefined {
  return provider.apps().find((each) => each.app === app);
}

export function findCountry(provider: CodeProvider, code: CodeCountryCode): ProviderCountry | undefined {
  return provider.countries().find((each) => each.code === code);
}

/** The app, or 100001 naming it unknown. */
export function knownApp(provider: CodeProvider, app: string): ProviderApp | Failure {
  return findApp(provider, app) ?? fail('badRequest', CODE_TEXTS.unknownApp);
}

export function appView(app: ProviderApp, lang: LanguageCode): CodeApp {
  return { app: app.app, name: app.names[lang] };
}

/** An app key's name, or the key itself for an app the provider no longer lists. */
export function appName(provider: CodeProvider, app: string, lang: LanguageCode): string {
  return findApp(provider, app)?.names[lang] ?? app;
}

export function appList(provider: CodeProvider, lang: LanguageCode): AppListAnswer {
  return {
    appList: provider.apps().map((app) => appView(app, lang)),
    countrys: provider.countries().map((country) => ({
      code: country.code,
      name: country.names[lang],
      telCode: country.telCode,
    })),
  };
}

/** spec 3 §5: type 1 can be subscribed (and send), type 2 cannot. */
export function canSubscribeType(numberType: CodeNumberType): boolean {
  return numberType === CODE_NUMBER_TYPES.longTerm;
}

/** What a code and a subscription cost on a number type; `subRent` '' where it cannot be subscribed. */
export function feeOf(app: ProviderApp, numberType: CodeNumberType): CodeFee {
  const canSub = canSubscribeType(numberType);
  return { numberType, codeRate: app.codeRate[numberType], subRent: canSub ? app.subRent : '', canSub };
}

/** The number types the provider has numbers of for the app (in `code`, or anywhere), with their fees. */
export function feeList(provider: CodeProvider, app: ProviderApp, code: CodeCountryCode | undefined): CodeFee[] {
  const countries = code ? [code] : provider.countries().map((country) => country.code);
  const types = [CODE_NUMBER_TYPES.longTerm, CODE_NUMBER_TYPES.oneTime] as const;
  return types
    .filter((numberType) => countries.some((country) => provider.numbers(app.app, country, numberType).length > 0))
    .map((numberType) => feeOf(app, numberType));
}
