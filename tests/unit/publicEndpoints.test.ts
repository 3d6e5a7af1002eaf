/**
 * The front page's light calls (issue 24 item 5) are the contract's `getAppList` and
 * `getPublicCodePhoneList` without zod: same method and path, and their hand-written checks
 * accept and refuse what the zod schemas do.
 */
import { describe, expect, it, vi } from 'vitest';
import { publicEndpoints } from '../../src/services/api/contract/publicEndpoints.ts';
import { verificationCodeEndpoints } from '../../src/services/api/contract/verificationCodes.ts';

const NAMES = ['getAppList', 'getPublicCodePhoneList'] as const;

const option = {
  phone: '2025550100',
  telCode: '1',
  fullNumber: '12025550100',
  tip: '',
  canGetNumber: true,
  numberType: 1,
};

const appLists: unknown[] = [
  { appList: [{ app: 'whatsapp', name: 'WhatsApp' }], countrys: [{ code: 'US', name: 'USA', telCode: '1' }] },
  { appList: [{ app: ' telegram ', name: 'Telegram', extra: 1 }], countrys: [] },
  { appList: [], countrys: [] },
  { appList: [{ app: 'W', name: 'x' }], countrys: [] },
  { appList: [{ app: 'whatsapp' }], countrys: [] },
  { appList: [], countrys: [{ code: 'FR', name: 'France', telCode: '33' }] },
  { appList: [], countrys: [{ code: 'US', name: 'USA' }] },
  { appList: 'none', countrys: [] },
  { countrys: [] },
  null,
  [],
];

const phoneLists: unknown[] = [
  { phoneList: [option] },
  { phoneList: [] },
  { phoneList: [option, { ...option, numberType: 3 }, { ...option, tip: 1 }, 'x', { ...option, secret: 'y' }] },
  { phoneList: [{ ...option, numberType: 2, canGetNumber: false }] },
  { phoneList: 'none' },
  {},
  null,
];

describe('the front page calls without zod', () => {
  it.each(NAMES)('%s has the contract’s method and path', (name) => {
    expect(publicEndpoints[name].method).toBe(verificationCodeEndpoints[name].method);
    expect(publicEndpoints[name].path).toBe(verificationCodeEndpoints[name].path);
  });

  it.each(
    appLists.map((answer) => [JSON.stringify(answer), answer]),
  )('getAppList reads %s as zod does', (_, answer) => {
    const zod = verificationCodeEndpoints.getAppList.output.safeParse(answer);
    const light = publicEndpoints.getAppList.output.safeParse(answer);
    expect(light.success).toBe(zod.success);
    if (light.success && zod.success) expect(light.data).toEqual(zod.data);
  });

  it.each(
    phoneLists.map((answer) => [JSON.stringify(answer), answer]),
  )('getPublicCodePhoneList reads %s as zod does', (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const zod = verificationCodeEndpoints.getPublicCodePhoneList.output.safeParse(answer);
    const zodWarnings = warn.mock.calls.length;
    const light = publicEndpoints.getPublicCodePhoneList.output.safeParse(answer);
    expect(light.success).toBe(zod.success);
    if (light.success && zod.success) expect(light.data).toEqual(zod.data);
    // A skipped row is told, as rowsOf tells it, and never with its values.
    expect(warn.mock.calls.length - zodWarnings).toBe(zodWarnings);
    for (const [message] of warn.mock.calls.slice(zodWarnings)) expect(String(message)).not.toContain('2025550100');
    warn.mockRestore();
  });
});
