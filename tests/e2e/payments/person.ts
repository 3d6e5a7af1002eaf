/**
 * What a person does in the recharge section and its payment dialogs, by role and visible label
 * (English and Chinese), shared by the payment stories and the payment chart's path suite.
 */
import { expect, type Page } from '@playwright/test';
import { SANDBOX_PATHS } from '../../../src/services/api/contract/index.ts';
import { DEMO_PHONE } from '../support/person.ts';

/** The recharge section: the account tab, then Recharge in its tab list. */
export async function openRecharge(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Account|账户|我的)$/ }).click();
  await page.getByRole('tab', { name: /^(Recharge|充值)$/ }).click();
  await expect(rechargeSection(page).getByRole('radiogroup', { name: /^(Payment method|支付方式)$/ })).toBeVisible();
}

export const rechargeSection = (page: Page) => page.getByRole('region', { name: /^(Recharge|充值)$/ });

/** Picks an amount (a tier by its figure, e.g. '$10') and a method by its name. */
export async function choose(page: Page, amount: RegExp, method: RegExp): Promise<void> {
  const section = rechargeSection(page);
  await section
    .getByRole('radiogroup', { name: /^(Payment method|支付方式)$/ })
    .getByRole('radio', { name: method })
    .check();
  await section
    .getByRole('radiogroup', { name: /^(Amount|金额)$/ })
    .getByRole('radio', { name: amount })
    .check();
}

export async function pay(page: Page): Promise<void> {
  await rechargeSection(page)
    .getByRole('button', { name: /^(Pay|支付)$/ })
    .click();
}

/** The shell's balance, as shown. */
export const shownBalance = (page: Page) => page.getByTestId('balance');

export async function setBalance(baseUrl: string, platform: string, balance: string): Promise<void> {
  const response = await fetch(`${baseUrl}${SANDBOX_PATHS.setBalance}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform, ...DEMO_PHONE, balance }),
  });
  expect(response.ok).toBe(true);
}
