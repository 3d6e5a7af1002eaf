/**
 * The numbers area in Chromium against the real server (spec 3 §2, §4): the first-visit tip,
 * each brand's columns, renaming and noting a number (kept after a reload), unsubscribing, the
 * settings toggles, subscription history with re-subscribe, and the Chinese texts. Each test
 * uses another brand's demo account, so no test sees another's changes.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

async function openNumbers(page: Page, platform: string, tabName: RegExp = /^Numbers$/) {
  await logInDemoOn(page, server.url, platform);
  await page.getByRole('button', { name: tabName }).click();
}

const dismissTip = async (page: Page) => {
  const tip = page.getByRole('alertdialog', { name: 'Welcome to My Numbers' });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Got it' }).click();
  await expect(tip).toHaveCount(0);
};

const management = (page: Page) => page.getByRole('region', { name: 'Number Management' });
const rowOf = (page: Page, fullNumber: string) => page.getByRole('listitem', { name: `+${fullNumber}` });

test('pingme: tip once, its columns, rename and note a number, kept after a reload', async ({ page }) => {
  await openNumbers(page, 'pingme');
  // spec 3 §2: the first-visit tip, with its two buttons; not shown again.
  await dismissTip(page);
  const list = management(page);
  // spec 3 §2 pingme columns: type badge and number name, next payment date, no Unsubscribe.
  await expect(list.getByText('Number name', { exact: true })).toBeVisible();
  await expect(list.getByText('Next payment date', { exact: true })).toBeVisible();
  await expect(list.getByText('Toll-Free', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Manage' }).first()).toBeVisible();
  // pingme's US cell-phone plan banner.
  await expect(list.getByText(/US cell-phone plan/)).toBeVisible();

  const first = list.getByRole('button', { name: /^Open \+/ }).first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const fullNumber = label.replace('Open +', '');
  // spec 3 §2: hovering a row for 1 s shows its note ('--' when empty).
  await first.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();

  // The keyboard's way in: the number's own button.
  await first.focus();
  await page.keyboard.press('Enter');
  const sidebar = page.getByRole('complementary', { name: 'Number details' });
  await expect(sidebar.getByRole('heading', { name: `+${fullNumber}` })).toBeVisible();
  await expectAccessible(page, 'main');
  const name = sidebar.getByRole('textbox', { name: 'Number name' });
  await name.fill('  Front desk  ');
  await name.press('Enter');
  await expect(name).toHaveValue('Front desk');
  await expect(rowOf(page, fullNumber)).toContainText('Front desk');
  const notes = sidebar.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Call back before noon');
  await sidebar.getByRole('heading', { name: `+${fullNumber}` }).click();
  await expect(sidebar.getByText('Saving')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: /^Numbers$/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Welcome to My Numbers' })).toHaveCount(0);
  await rowOf(page, fullNumber).click();
  await expect(sidebar.getByRole('textbox', { name: 'Number name' })).toHaveValue('Front desk');
  await expect(sidebar.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call back before noon');
  // The note is the row's tooltip now.
  await page.getByRole('button', { name: 'Close number details' }).click();
  await rowOf(page, fullNumber).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Call back before noon');
});

test('wephone: unsubscribe, then re-subscribe it from subscription history', async ({ page }) => {
  await openNumbers(page, 'wephone');
  await dismissTip(page);
  const list = management(page);
  // Other brands: payment date, Unsubscribe and Manage; no number name column.
  await expect(list.getByText('Payment date', { exact: true })).toBeVisible();
  await expect(list.getByText('Number name', { exact: true })).toHaveCount(0);
  const row = list.getByRole('listitem').filter({ hasText: 'Active' }).first();
  const fullNumber = ((await row.getAttribute('aria-label')) ?? '').replace('+', '');
  await rowOf(page, fullNumber).getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unsubscribe' });
  await expect(dialog).toContainText(`+${fullNumber}`);
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, fullNumber)).toContainText('Cancelled');
  // issue 27 item 1: Manage on it says what to do first, and stays on the list.
  await rowOf(page, fullNumber).getByRole('button', { name: 'Manage' }).click();
  await expect(
    page.getByText('This number is cancelled. Re-subscribe it from Subscription History first'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change Plan' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Subscription History' }).click();
  const history = page.getByRole('region', { name: 'Subscription History' });
  await expect(history.getByRole('tab')).toHaveCount(6);
  await expectAccessible(page, 'main');
  await expect(history.getByText(/^Total: [1-9]/)).toBeVisible();
  await expect(history.getByText(`+${fullNumber}`).first()).toBeVisible();
  await expect(history.getByText('Cancelled').first()).toBeVisible();
  await history.getByRole('button', { name: 'Re-subscribe' }).first().click();
  const result = page.getByRole('alertdialog', { name: 'Re-subscribe' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toHaveCount(0);
  await expect(history.getByText('Re-subscribed').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Number Management' }).click();
  await expect(rowOf(page, fullNumber)).toContainText('Active');
});

test('wetalkpro: forwarding and voicemail toggles are mutually exclusive and kept', async ({ page }) => {
  await openNumbers(page, 'wetalkpro');
  await dismissTip(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const forward = page.getByRole('switch', { name: "Forward calls to my account's phone" });
  const voicemail = page.getByRole('switch', { name: 'Voicemail' });
  // Each change is sent once 200 ms pass without another (spec 3 §9): wait for its answer.
  const sent = (path: string) => page.waitForResponse((response) => response.url().includes(path));
  const forwardSaved = sent('/web/setForward');
  await forward.check();
  await expect(forward).toBeChecked();
  await forwardSaved;
  await expect(forward).toBeEnabled();
  await expectAccessible(page, 'main');
  const voicemailSaved = sent('/web/setVoicemail');
  await voicemail.check();
  // spec 3 §2: turning one on turns the other off.
  await expect(forward).not.toBeChecked();
  await expect(voicemail).toBeChecked();
  await voicemailSaved;
  await expect(voicemail).toBeEnabled();
  await expect(voicemail).toBeChecked();
  await page.reload();
  await page.getByRole('button', { name: /^Numbers$/ }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Voicemail' })).toBeChecked();
  await expect(page.getByRole('switch', { name: "Forward calls to my account's phone" })).not.toBeChecked();
});

test('wetalk: no first-visit tip, the standard columns and the settings note', async ({ page }) => {
  await openNumbers(page, 'wetalk');
  const list = management(page);
  await expect(list.getByRole('button', { name: 'Unsubscribe' }).first()).toBeVisible();
  await expect(list.getByRole('button', { name: 'Manage' }).first()).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Welcome to My Numbers' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText(/cannot both be on/)).toBeVisible();
});

test('cloudnumber, in Chinese: no tip, no Manage, its own unsubscribe warning, charges in 云币', async ({ page }) => {
  await openNumbers(page, 'cloudnumber', /^号码$/);
  const list = page.getByRole('region', { name: '号码管理' });
  await expect(list.getByRole('button', { name: '取消订阅' }).first()).toBeVisible();
  await expect(list.getByRole('button', { name: '管理' })).toHaveCount(0);
  await expect(list.getByText(/云币/).first()).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: '欢迎使用我的号码' })).toHaveCount(0);
  await list.getByRole('button', { name: '取消订阅' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: '取消订阅' });
  await expect(dialog).toContainText('无法再接收电话和短信');
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: '订阅记录' }).click();
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
});
