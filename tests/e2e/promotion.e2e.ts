/**
 * The banner ad and the app-download dialog (spec 1 §2) in Chromium against the real server:
 * which tabs show the banner per brand, its picture per language (served by the server itself),
 * where a click leads, and the dialog of each kind.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { DEMO_PHONE, logInByPhone, logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

const logIn = (page: Page, platform: string) => logInDemoOn(page, server.url, platform);

const tab = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

/**
 * Opens a tab. A numbers tab's first visit shows its tip dialog (spec 3 §2; `withTip`), which
 * hides the tab bar from the accessibility tree while open: it is closed before the tab is checked.
 */
async function openTab(page: Page, name: string, withTip = false) {
  await tab(page, name).click();
  if (withTip)
    await page
      .getByRole('alertdialog', { name: 'Welcome to My Numbers' })
      .getByRole('button', { name: 'Got it' })
      .click();
  await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
}

/** The banner's picture, by its accessible name; it must really load from the server. */
async function expectBannerPicture(page: Page, name: string, file: string, role: 'button' | 'link' = 'button') {
  const picture = page.getByRole(role, { name }).getByRole('img');
  await expect(picture).toHaveAttribute('src', new RegExp(`/data/banners/${file}$`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("pingme: New Code's banner in its right column and the numbers tab's strip, in each language", async ({
  page,
}) => {
  await logIn(page, 'pingme');
  const banner = page.getByRole('button', { name: 'PingMe numbers: see what is on offer' });
  await expect(tab(page, 'Chats')).toHaveAttribute('aria-current', 'page');
  await expect(banner).toHaveCount(0);
  await openTab(page, 'Contacts');
  await expect(banner).toHaveCount(0);
  // spec 3 §2: on the verification tab the banner is New Code's right column (picture and link from
  // the ad configuration, spec 3 §3), shown once: no strip above the panel.
  await openTab(page, 'Verification');
  await page.getByRole('button', { name: 'New Code' }).click();
  const column = page.getByRole('complementary', { name: 'Account' });
  const link = column.getByRole('link', { name: 'Numbers for SMS and verification codes: learn more' });
  await expect(link).toHaveAttribute('href', 'https://www.pingme.tel/verification-codes');
  await expectBannerPicture(page, 'Numbers for SMS and verification codes: learn more', 'pingme-en.svg', 'link');
  await expect(banner).toHaveCount(0);

  // A language switch shows the Chinese picture and link without asking the server again.
  await page.getByRole('button', { name: 'Switch to 中文' }).click();
  await expect(
    page.getByRole('complementary').getByRole('link', { name: '短信和验证码号码：了解更多' }),
  ).toHaveAttribute('href', 'https://www.pingme.tel/zh/verification-codes');
  await expectBannerPicture(page, '短信和验证码号码：了解更多', 'pingme-zh.svg', 'link');

  // The numbers tab's strip leads to the numbers tab. Its first visit shows its tip dialog first
  // (spec 3 §2); the tab bar is hidden from the accessibility tree while it is open.
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /^号码$/ })
    .click();
  await page.getByRole('alertdialog', { name: '欢迎使用我的号码' }).getByRole('button', { name: '知道了' }).click();
  await expect(tab(page, '号码')).toHaveAttribute('aria-current', 'page');
  await expectBannerPicture(page, 'PingMe 号码：查看可选号码', 'pingme-zh.svg');
});

test('pingme: the phone button opens a QR of this site with the scan hint', async ({ page }) => {
  await logIn(page, 'pingme');
  await page.getByRole('navigation').getByRole('button', { name: 'Open on your phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open PingMe on your phone' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `QR code of ${server.url}/?platform=pingme` })).toBeVisible();
  await expect(dialog.getByText("Scan this code with your phone's camera to open PingMe there.")).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('wephone: the banner on every tab but chats opens the app-download dialog', async ({ page }) => {
  await logIn(page, 'wephone');
  const banner = page.getByRole('button', { name: 'Get the WePhone app' });
  await expect(banner).toHaveCount(0);
  for (const name of ['Verification', 'Numbers', 'Contacts', 'Account']) {
    await openTab(page, name, name === 'Numbers');
    await expect(banner).toBeVisible();
  }
  await expectBannerPicture(page, 'Get the WePhone app', 'wephone-en.svg');
  await expectAccessible(page, 'main button:has(img[src*="/data/banners/"])');
  await banner.click();

  const dialog = page.getByRole('dialog', { name: 'Get the WePhone app' });
  await expect(dialog.getByRole('img', { name: 'QR code of https://www.wephoneapp.com/download/ios' })).toBeVisible();
  await expect(
    dialog.getByRole('img', { name: 'QR code of https://www.wephoneapp.com/download/android' }),
  ).toBeVisible();
  await expect(dialog.getByText('App Store (iPhone, iPad)')).toBeVisible();
  await expect(dialog.getByText('Google Play (Android)')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download the Android APK' })).toHaveAttribute(
    'href',
    'https://www.wephoneapp.com/download/wephone.apk',
  );
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tab(page, 'Account')).toHaveAttribute('aria-current', 'page');

  // The same dialog from the tab bar, in Chinese.
  await page.getByRole('button', { name: 'Switch to 中文' }).click();
  await expectBannerPicture(page, '下载 WePhone 应用', 'wephone-zh.svg');
  await page.getByRole('navigation').getByRole('button', { name: '下载应用' }).click();
  const chinese = page.getByRole('dialog', { name: '下载 WePhone 应用' });
  await expect(chinese.getByRole('link', { name: '下载安卓 APK 安装包' })).toBeVisible();
  await chinese.getByRole('button', { name: '完成' }).click();
  await expect(chinese).toHaveCount(0);
});

test('wetalk: the banner on the numbers tab only; wetalkpro: none', async ({ page }) => {
  await logIn(page, 'wetalk');
  const banner = page.getByRole('button', { name: 'WeTalk numbers: see what is on offer' });
  await openTab(page, 'Contacts');
  await expect(banner).toHaveCount(0);
  await openTab(page, 'Numbers');
  await expectBannerPicture(page, 'WeTalk numbers: see what is on offer', 'wetalk-en.svg');

  await page.goto(`${server.url}/?platform=wetalkpro`);
  await logInByPhone(page, server.url, DEMO_PHONE.telCode, DEMO_PHONE.phone);
  await openTab(page, 'Numbers', true);
  await expect(page.getByRole('button', { name: /numbers: see what is on offer|Get the .* app/ })).toHaveCount(0);
});
