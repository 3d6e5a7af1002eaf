/**
 * Types of the logged-out front page (spec 1 §2 front-page modes, spec 3 §6): the verification
 * panel a visitor sees without an account, fed by the calls that need no token.
 */
import type { Platform } from '../../../services/api/contract/platform.ts';
import type {
  CodeApp,
  CodeCountry,
  CodeCountryCode,
  PublicCodePhoneOption,
} from '../../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { CodeApp, CodeCountry, CodeCountryCode, PublicCodePhoneOption };

/**
 * Which front page shows (spec 1 §2): `verification` — the verification panel (`/frontpage`, and
 * jiema's own logged-out page); `appList` — the app-list front page (`/applist`): the services
 * first, then the chosen one's numbers.
 */
export type FrontPageMode = 'verification' | 'appList';

export interface FrontPageInput {
  platform: Platform;
  mode: FrontPageMode;
}

/** GET /getAppList (no token): the services and the countries. */
export type CatalogueResult = ApiResult<{ apps: readonly CodeApp[]; countries: readonly CodeCountry[] }>;
/** GET /getPublicCodePhoneList (no token): the pool's free numbers of a service and country. */
export type PublicOptionsResult = ApiResult<readonly PublicCodePhoneOption[]>;

export interface FrontPageContext {
  platform: Platform;
  mode: FrontPageMode;
  apps: readonly CodeApp[];
  countries: readonly CodeCountry[];
  /** The service search (spec 3 §2: a searchable service list). */
  search: string;
  app: string | null;
  country: CodeCountryCode | null;
  options: readonly PublicCodePhoneOption[];
}

export type FrontPageEvent =
  | { type: 'retry' }
  | { type: 'search.change'; search: string }
  | { type: 'service.select'; app: string }
  | { type: 'country.select'; code: CodeCountryCode }
  /** The app-list front page: back to every service. */
  | { type: 'apps.show' };
