import { expect, type Page } from '@playwright/test';
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

/** Phone login from an open login view to the main view. */
export async function logInByPhone(page: Page, baseUrl: string, telCode: string, phone: string): Promise<void> {
  await choosePhoneNumber(page, telCode, phone);
  await page.getByRole('button', { name: /get code|获取验证码/i }).click();
  await expect(page.getByRole('group', { name: /verification code|验证码/i })).toBeVisible();
  await typeCode(page, await latestCode(baseUrl, `+${telCode} ${phone}`));
  await expect(page.getByRole('navigation', { name: /main navigation|主导航/i })).toBeVisible();
}

/** The brand's demo account logged in on that brand's page (each brand has its own demo data). */
export async function logInDemoOn(page: Page, baseUrl: string, platform: string): Promise<void> {
  await page.goto(`${baseUrl}/?platform=${platform}`);
  await logInByPhone(page, baseUrl, DEMO_PHONE.telCode, DEMO_PHONE.phone);
}
