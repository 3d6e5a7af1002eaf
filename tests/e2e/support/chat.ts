import { type BrowserContext, expect, type Locator, type Page, type WebSocketRoute } from '@playwright/test';

/** What a person sees and does in the chats tab, by role and visible label. */

export const chatList = (page: Page): Locator => page.getByRole('listbox', { name: 'Conversations' });

/** A chat-list row by its display name (the contact's name, else the formatted number). */
export const chatRow = (page: Page, name: string): Locator => chatList(page).getByRole('option', { name, exact: true });

export const messageLog = (page: Page): Locator => page.getByRole('log', { name: 'Messages' });

/** A message bubble by its accessible name: its text, else 'Attachment' or 'Voicemail'. */
export const bubble = (page: Page, name: string): Locator =>
  messageLog(page).getByRole('article', { name, exact: true });

export const composer = (page: Page): Locator => page.getByRole('textbox', { name: 'Message', exact: true });

/**
 * The send button: enabled exactly when a send can go (the box itself takes typing earlier —
 * while the conversation loads or the connection is down, issue 22 item 7).
 */
export const sendButton = (page: Page): Locator => page.getByRole('button', { name: /^(Send|发送)$/ });

/**
 * 'New chat', the own number to send from (its formatted number, e.g. '+1 415 555 0100'), then the
 * recipient typed into 'To' and Enter; waits until the chat is open and the input usable.
 */
export async function startNewChat(page: Page, { to, from }: { to: string; from: string }): Promise<void> {
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(from)}`) }).click();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveText(from);
  const recipient = page.getByRole('combobox', { name: 'To', exact: true });
  await recipient.fill(to);
  await recipient.press('Enter');
  // The existing-chat header replaces the new-chat one once the number is accepted.
  await expect(recipient).toHaveCount(0);
  await expect(composer(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(sendButton(page)).toBeEnabled();
}

export async function openChat(page: Page, name: string): Promise<void> {
  await chatRow(page, name).click();
  await expect(messageLog(page)).toBeVisible();
  await expect(composer(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(sendButton(page)).toBeEnabled();
}

/** Types into the chat input and presses Enter (spec 1 §4 Chat input). */
export async function sendText(page: Page, text: string): Promise<void> {
  const input = composer(page);
  await expect(sendButton(page)).toBeEnabled();
  await input.click();
  await page.keyboard.type(text);
  await input.press('Enter');
  await expect(input).toHaveText('');
}

/** Picks a file with the 'Attach an image' button, as through the browser's file dialog. */
export async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Attach an image' }).click(),
  ]);
  await chooser.setFiles(file);
}

/** The page believes it is in the background (another window or tab in front). */
export async function leavePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
}

export async function returnToPage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

export interface ShownNotification {
  title: string;
  body: string;
}

declare global {
  interface Window {
    shownNotifications?: ShownNotification[];
  }
}

/**
 * Records every browser notification the pages of `context` construct (the real constructor still
 * runs), so a test can read what a person would have seen.
 */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: ShownNotification[] = [];
    window.shownNotifications = shown;
    const Real = window.Notification;
    if (!Real) return;
    window.Notification = class RecordedNotification extends Real {
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
        super(title, options);
      }
    };
  });
}

export async function notificationsShown(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(() => window.shownNotifications ?? []);
}

/**
 * Holds back what the server sends on the page's chat socket while closed — the send's
 * acknowledgement and its echo with the rest — so a test can see a message while it is still
 * being sent. Must be installed before the page opens its socket.
 */
export interface SocketGate {
  close(): void;
  open(): void;
}

export async function gateChatSocket(page: Page): Promise<SocketGate> {
  let held: (() => void)[] | null = null;
  await page.routeWebSocket(/\/webchat\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (held) held.push(() => socket.send(frame));
      else socket.send(frame);
    });
  });
  return {
    close() {
      held ??= [];
    },
    open() {
      const queued = held ?? [];
      held = null;
      for (const release of queued) release();
    },
  };
}

/**
 * Cuts the page's chat socket and lets it back, as a network that drops: while cut, the open
 * socket is closed and every new one closed at once, so socket.io keeps retrying on its back-off;
 * restored, its next retry reaches the server. Install before the page opens its socket.
 */
export interface SocketCut {
  cut(): Promise<void>;
  restore(): void;
}

export async function cuttableChatSocket(page: Page): Promise<SocketCut> {
  let down = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/webchat\//, async (socket) => {
    if (down) return socket.close();
    socket.connectToServer();
    open.push(socket);
  });
  return {
    async cut() {
      down = true;
      // Closing the page's side closes the server's too.
      for (const socket of open.splice(0)) await socket.close();
    },
    restore() {
      down = false;
    },
  };
}

export interface InboundMessage {
  from: string;
  to: string;
  text?: string;
  type?: 'sms' | 'mms' | 'voicemail';
  mediaUrl?: string;
  transcript?: string;
}

/** A message from another network arrives at `to`, as the carrier's webhook would deliver it. */
export async function deliverInbound(baseUrl: string, message: InboundMessage): Promise<void> {
  const res = await fetch(`${baseUrl}/sandbox/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  const body = (await res.json()) as { retcode?: number };
  expect(res.ok, JSON.stringify(body)).toBe(true);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
