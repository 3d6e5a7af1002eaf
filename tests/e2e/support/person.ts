import { expect, type Page } from '@playwright/test';
import { type AnswerBody, endpoints, type Platform } from '../../../src/services/api/contract/index.ts';
import { resolvePlatform } from '../../../src/services/brand/resolvePlatform.ts';
import { captchaAnswer, latestCode } from './sandbox.ts';

/** What a person does on the login view, step by step, by role and visible label. */
export const DEMO_PHONE = { telCode: '1', phone: '2025550100' } as const;

export async function chooseCountryCode(page: Page, telCode: string): Promise<void> {
  const code = page.getByRole('combobox', { name: /country code|国家/i });
  await code.fill(`+${telCode}`);
  await code.press('Tab');
}

export async function choosePhoneNumber(page: Page, telCode: string, phone: string): Promise<void> {
  await chooseCountryCode(page, telCode);
  await page.getByRole('textbox', { name: /phone number|手机号码/i }).fill(phone);
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /digit 1 of|第 1 位/i }).focus();
  await page.keyboard.type(code);
}

/** Solves the captcha currently shown, reading its answer from the sandbox. */
export async function solveCaptcha(page: Page, baseUrl: string, scope = page.locator('body')): Promise<void> {
  const image = scope.locator('[data-captcha-id]').last();
  await expect(image.getByRole('img')).toBeVisible();
  const id = await image.getAttribute('data-captcha-id');
  expect(id).toBeTruthy();
  await scope
    .getByRole('textbox', { name: /captcha text|图形验证码文字/i })
    .last()
    .fill(await captchaAnswer(baseUrl, id ?? ''));
}

/**
 * Phone login from an open login view to the main view, as a person does it: the number, Get
 * Code, the code from the sandbox, typed into the boxes.
 *
 * decision (measured, docs/testing.md): this stays the UI. The typing costs well under a second;
 * what a login costs is the main view's first load, and logging in over HTTP from an open login
 * view would need a second load of the page on top (`logInDemoOn` avoids the login view instead).
 */
export async function logInByPhone(page: Page, baseUrl: string, telCode: string, phone: string): Promise<void> {
  await choosePhoneNumber(page, telCode, phone);
  await page.getByRole('button', { name: /get code|获取验证码/i }).click();
  await expect(page.getByRole('group', { name: /verification code|验证码/i })).toBeVisible();
  await typeCode(page, await latestCode(baseUrl, `+${telCode} ${phone}`));
  await expect(mainNavigation(page)).toBeVisible();
}

/**
 * E-mail login from an open login view to the main view: the address, the captcha answered from
 * the sandbox, Get Code, the 6-digit code from the sandbox outbox.
 */
export async function logInByEmail(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.getByRole('tab', { name: /^(E-mail|邮箱)$/ }).click();
  await page.getByRole('textbox', { name: /e-mail address|邮箱地址/i }).fill(email);
  await solveCaptcha(page, baseUrl);
  await page.getByRole('button', { name: /get code|获取验证码/i }).click();
  await expect(page.getByRole('group', { name: /verification code|验证码/i })).toBeVisible();
  await typeCode(page, await latestCode(baseUrl, email));
  await expect(mainNavigation(page)).toBeVisible();
}

/** spec 1 §2 Root view: a brand with its own front page (jiema) shows it first; its Log in opens the login view. */
export async function openLoginFromFrontPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Log in|登录)$/ }).click();
}

/**
 * The brand's demo account logged in on that brand's page (each brand has its own demo data),
 * fast: the client's own calls (preLogin, login with the sandbox's code) made over HTTP, the token
 * stored as the client stores a login (`plantSession`) before the app's first load, so the app
 * opens logged in — a returning visitor's restore — without showing the login view first. The
 * login view itself is covered where it is the subject (login.e2e.ts, session.paths.e2e.ts,
 * accessibility.e2e.ts) and by every `logInByPhone`.
 */
export async function logInDemoOn(page: Page, baseUrl: string, platform: string): Promise<void> {
  const url = `${baseUrl}/?platform=${platform}`;
  const brand = platformOfPage(url);
  // The session is stored on the app's origin before the app's first load, from an empty page
  // there (answered by the test, so the app does not start twice).
  const blank = `${baseUrl}/e2e-blank-page`;
  const openBlank = async () => {
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title></title>' }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  };
  const [token] = await Promise.all([apiLogIn(baseUrl, brand, DEMO_PHONE.telCode, DEMO_PHONE.phone), openBlank()]);
  await plantSession(page, brand, token, DEMO_PHONE);
  await page.goto(url);
  await expect(mainNavigation(page)).toBeVisible();
}

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: /main navigation|主导航/i });
}

/** The brand a page of the app is (its `?platform=` on the test server's loopback host). */
function platformOfPage(url: string): Platform {
  const { hostname, search } = new URL(url);
  // '' for the build's client tag: the e2e suite runs the plain build.
  return resolvePlatform({ hostname, search }, '');
}

/** preLogin, the code the sandbox sent, login: the session token, as the client gets it. */
export async function apiLogIn(baseUrl: string, platform: Platform, telCode: string, phone: string): Promise<string> {
  const call = async (endpoint: 'preLogin' | 'login', body: Record<string, string>) => {
    const query = new URLSearchParams({ t: String(Date.now()), webVersion: 'e2e', languagecode: 'en', platform });
    const res = await fetch(`${baseUrl}/web${endpoints[endpoint].path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, platform }),
    });
    const answer = (await res.json()) as AnswerBody<{ token?: string }>;
    expect(answer.retcode, `${endpoint} for +${telCode} ${phone}: ${JSON.stringify(answer)}`).toBe(0);
    return answer.data;
  };
  await call('preLogin', { telCode, phone });
  // The sandbox has the code once preLogin answers (the server's own tests rely on it too).
  const session = await call('login', { telCode, phone, code: await latestCode(baseUrl, `+${telCode} ${phone}`) });
  expect(session?.token).toBeTruthy();
  return session?.token ?? '';
}

/**
 * Stores a session in the open page's origin exactly as the client stores a phone login
 * (src/services/storage/sessionStore.ts, sessionKey.ts): the record `{token, refreshedAt, entry}`
 * encrypted with AES-GCM under the brand's non-extractable key in IndexedDB (made here when the
 * page has none yet), bound to the slot `<platform>:session`, in localStorage under
 * `<platform>.session`. Should that format change, the app opens on the login view and the
 * helpers' check of the main view fails at once.
 */
async function plantSession(
  page: Page,
  platform: Platform,
  token: string,
  { telCode, phone }: { telCode: string; phone: string },
): Promise<void> {
  await page.evaluate(
    async ({ platform, token, telCode, phone }) => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const opening = indexedDB.open(`${platform}.session`, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('secrets');
      const db = await done(opening);
      let key = (await done(db.transaction('secrets').objectStore('secrets').get('sessionKey'))) as
        | CryptoKey
        | undefined;
      if (!key) {
        key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        await done(db.transaction('secrets', 'readwrite').objectStore('secrets').add(key, 'sessionKey'));
      }
      db.close();
      const record = { token, refreshedAt: Date.now(), entry: { method: 'phone', telCode, phone, email: '' } };
      const encoder = new TextEncoder();
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: encoder.encode(`${platform}:session`) },
          key,
          encoder.encode(JSON.stringify(record)),
        ),
      );
      const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
      localStorage.setItem(`${platform}.session`, JSON.stringify({ iv: base64(iv), data: base64(data) }));
    },
    { platform, token, telCode, phone },
  );
}
