/**
 * The front page's two calls (jiema, logged out: the app catalogue and a service's free numbers),
 * with their answers checked by hand instead of by zod (issue 24 item 5): through the contract's
 * table they brought zod and the whole endpoint table (~38 KB brotli) to jiema's first screen,
 * over its 150 KB budget. Method, path and what each check accepts are the same as the zod
 * endpoints' in `verificationCodes.ts` (`getAppList`, `getPublicCodePhoneList`), which the server
 * registers and documents; `tests/unit/publicEndpoints.test.ts` holds them to it. Like `rowsOf`,
 * a number row that does not fit is skipped (logged without its values), not the whole answer.
 */

import { CODE_COUNTRY_CODES } from './codeCountries.ts';
import type { AppListAnswer, PublicCodePhoneListAnswer, PublicCodePhoneOption } from './verificationCodes.ts';

type Checked<T> = { success: true; data: T } | { success: false; error: { message: string } };

const failed = (message: string) => ({ success: false as const, error: { message } });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const APP_KEY = /^[a-z0-9]{2,32}$/;
const COUNTRY_CODES: readonly string[] = CODE_COUNTRY_CODES;

/** `CodeApp`: the key (trimmed, as the contract's `AppKey` does) and its name. */
function appOf(value: unknown): AppListAnswer['appList'][number] | null {
  if (!isRecord(value) || !isString(value.app) || !isString(value.name)) return null;
  const app = value.app.trim();
  return APP_KEY.test(app) ? { app, name: value.name } : null;
}

/** `CodeCountry`. */
function countryOf(value: unknown): AppListAnswer['countrys'][number] | null {
  if (!isRecord(value) || !isString(value.name) || !isString(value.telCode)) return null;
  if (!isString(value.code) || !COUNTRY_CODES.includes(value.code)) return null;
  return { code: value.code as AppListAnswer['countrys'][number]['code'], name: value.name, telCode: value.telCode };
}

/** Every item read by `read`, or null when one does not fit (zod's plain `z.array`). */
function allOf<T>(values: unknown, read: (value: unknown) => T | null): T[] | null {
  if (!Array.isArray(values)) return null;
  const items: T[] = [];
  for (const value of values) {
    const item = read(value);
    if (item === null) return null;
    items.push(item);
  }
  return items;
}

/** spec 3 §7 getAppList → appList, countrys. */
export const appListAnswer = {
  safeParse(value: unknown): Checked<AppListAnswer> {
    if (!isRecord(value)) return failed('expected an object');
    const appList = allOf(value.appList, appOf);
    if (!appList) return failed('appList: expected a list of apps');
    const countrys = allOf(value.countrys, countryOf);
    if (!countrys) return failed('countrys: expected a list of countries');
    return { success: true, data: { appList, countrys } };
  },
};

/** `PublicCodePhoneOption`, or what is wrong with it (field names only, never values). */
function phoneOptionOf(value: unknown): PublicCodePhoneOption | string {
  if (!isRecord(value)) return 'not an object';
  const { phone, telCode, fullNumber, tip, canGetNumber, numberType } = value;
  for (const [name, field] of Object.entries({ phone, telCode, fullNumber, tip }))
    if (!isString(field)) return `${name} invalid_type`;
  if (typeof canGetNumber !== 'boolean') return 'canGetNumber invalid_type';
  if (numberType !== 1 && numberType !== 2) return 'numberType invalid_union';
  return {
    phone: phone as string,
    telCode: telCode as string,
    fullNumber: fullNumber as string,
    tip: tip as string,
    canGetNumber,
    numberType,
  };
}

/** getPublicCodePhoneList → phoneList: rows that do not fit are skipped, as `rowsOf` does. */
export const publicCodePhoneListAnswer = {
  safeParse(value: unknown): Checked<PublicCodePhoneListAnswer> {
    if (!isRecord(value) || !Array.isArray(value.phoneList)) return failed('phoneList: expected an array');
    const phoneList: PublicCodePhoneOption[] = [];
    value.phoneList.forEach((row: unknown, index) => {
      const read = phoneOptionOf(row);
      if (typeof read === 'string') console.warn(`code phoneList: row ${index} skipped: ${read}`);
      else phoneList.push(read);
    });
    return { success: true, data: { phoneList } };
  },
};

/** The calls as `createApi` makes them: method, path and the answer's check. */
export const publicEndpoints = {
  getAppList: { method: 'GET', path: '/getAppList', output: appListAnswer },
  getPublicCodePhoneList: { method: 'GET', path: '/getPublicCodePhoneList', output: publicCodePhoneListAnswer },
} as const;
