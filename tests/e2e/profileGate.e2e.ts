/**
 * The profile gate asks before the server refuses (spec 1 §4, spec 3 §4; issue 26 item 2, issue 27
 * item 5), in Chromium against the real server: a new account without a profile clicks New Number
 * and gets the gate's dialog with no request to buy (nor even to list numbers); a demo account
 * whose profile is under review clicks Manage and gets the review notice with no plan request;
 * once the reviewer verifies it, Manage opens the plan change. An account whose profile is
 * verified but whose use case is still reviewed (spec 2 §4: not verified yet) gets the review
 * notice in its use-case words, in English and in Chinese, again with no request.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import { DEMO_PHONE, logInByPhone, logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** Every API call the page makes from now on (its endpoint path, after `/web`). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/web/')) calls.push(pathname.slice('/web'.length));
  });
  return calls;
}

async function review(platform: string, profileStatus: number): Promise<void> {
  const response = await fetch(`${server.url}${SANDBOX_PATHS.review}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform, ...DEMO_PHONE, profileStatus }),
  });
  expect(response.ok).toBe(true);
}

/** The numbers tab with its first-visit tip (spec 3 §1) dismissed (English or Chinese). */
async function openNumbers(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Numbers|号码)$/ }).click();
  const tip = page.getByRole('alertdialog');
  await expect(tip).toBeVisible();
  await tip.getByRole('button').last().click();
  await expect(tip).toHaveCount(0);
}

test('wephone: a new account without a profile clicks New Number and the gate asks first', async ({ page }) => {
  // A phone number the server has never seen: logging in creates the account, its profile not
  // filled (spec 2 §4: status 0).
  const newcomer = { telCode: '1', phone: '2025550177' };
  await page.goto(`${server.url}/?platform=wephone`);
  await logInByPhone(page, server.url, newcomer.telCode, newcomer.phone);
  await openNumbers(page);
  const calls = recordApiCalls(page);

  await page.getByRole('button', { name: 'New Number' }).click();
  const gate = page.getByRole('alertdialog', { name: 'Complete Your Profile' });
  await expect(gate).toContainText('Please complete your profile before managing or getting numbers.');
  // spec 1 §4: no round trip — the New Number screen did not open, nothing was asked to buy.
  await expect(page.getByRole('region', { name: 'New Number' })).toHaveCount(0);
  expect(calls.filter((call) => call.includes('VirtualPhone'))).toEqual([]);

  // 'Complete Profile' leads to the profile form (spec 1 §4).
  await gate.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(gate).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account$/ })).toHaveAttribute('aria-current', 'page');
  expect(calls.filter((call) => call.includes('subVirtualPhone'))).toEqual([]);
});

test('pingme: Manage while the profile is under review shows the notice; verified, it opens the plan change', async ({
  page,
}) => {
  await review('pingme', 1);
  await logInDemoOn(page, server.url, 'pingme');
  await openNumbers(page);
  const list = page.getByRole('region', { name: 'Number Management' });
  const manage = list.getByRole('button', { name: 'Manage' }).last();
  await expect(manage).toBeVisible();
  const calls = recordApiCalls(page);

  await manage.click();
  const gate = page.getByRole('alertdialog', { name: 'Your Profile is Being Reviewed' });
  await expect(gate).toBeVisible();
  // issue 27 item 5: the plan change is gated like the other number actions, before any call.
  expect(calls.filter((call) => /Plan/i.test(call))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Change Plan' })).toHaveCount(0);
  await gate.getByRole('button').first().click();
  await expect(gate).toHaveCount(0);
  await expect(list).toBeVisible();

  // The reviewer verifies the profile; the app learns it on its next load and lets Manage through.
  await review('pingme', 2);
  await page.reload();
  await openNumbersAgain(page);
  await page.getByRole('region', { name: 'Number Management' }).getByRole('button', { name: 'Manage' }).last().click();
  await expect(
    page.getByRole('region', { name: 'Change Plan' }).or(page.getByRole('region', { name: /plans/i })),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Your Profile is Being Reviewed' })).toHaveCount(0);
});

/** The numbers tab again (the tip was dismissed on this browser already). */
async function openNumbersAgain(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Numbers$/ }).click();
  await expect(page.getByRole('region', { name: 'Number Management' })).toBeVisible();
}

/**
 * spec 2 §4: "The profile counts as verified only when status is 2 and, if the use-case section is
 * shown, use-case status is 2" — pendingUseCase (use case 1). A new wephone account (its use-case
 * section shown) whose profile the reviewer verified but whose use case is still under review.
 */
async function verifiedProfileUseCaseReviewed(page: Page, phone: string): Promise<void> {
  await page.goto(`${server.url}/?platform=wephone`);
  await logInByPhone(page, server.url, '1', phone);
  const response = await fetch(`${server.url}${SANDBOX_PATHS.review}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'wephone', telCode: '1', phone, profileStatus: 2, useCaseStatus: 1 }),
  });
  expect(response.ok).toBe(true);
  // The app learns the statuses with the profile it loads at start.
  await page.reload();
  await openNumbers(page);
}

const USE_CASE_REVIEW = [
  {
    locale: 'en-US',
    phone: '2025550178',
    newNumber: 'New Number',
    title: 'Your Profile is Being Reviewed',
    text: 'Your billing address is verified. Your use case is still being reviewed: you can manage or get numbers once it is verified.',
  },
  {
    locale: 'zh-CN',
    phone: '2025550179',
    newNumber: '新号码',
    title: '您的资料正在审核中',
    text: '您的账单地址已通过验证，使用场景仍在审核中，审核通过后即可管理或获取号码。',
  },
] as const;

for (const { locale, phone, newNumber, title, text } of USE_CASE_REVIEW) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('wephone: profile verified, use case under review: New Number shows the review notice, no request', async ({
      page,
    }) => {
      await verifiedProfileUseCaseReviewed(page, phone);
      const calls = recordApiCalls(page);

      await page.getByRole('button', { name: newNumber }).click();
      const gate = page.getByRole('alertdialog', { name: title });
      await expect(gate).toContainText(text);
      // The gate answered from the profile it knows: no number request, the flow did not open.
      await expect(page.getByRole('region', { name: newNumber })).toHaveCount(0);
      expect(calls.filter((call) => call.includes('VirtualPhone'))).toEqual([]);
      // A review offers nothing to do: its one button closes it.
      await expect(gate.getByRole('button')).toHaveCount(1);
      await gate.getByRole('button').click();
      await expect(gate).toHaveCount(0);
    });
  });
}
