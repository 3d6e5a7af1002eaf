import { expect } from '@playwright/test';
import { SANDBOX_PATHS } from '../../../src/services/api/contract/index.ts';

interface OutboxEntry {
  to: string;
  code: string;
  text: string;
  at: string;
}

/** The newest code the sandbox sent to `to` ('+1 2025550100' or an e-mail), waiting for it to arrive. */
export async function latestCode(baseUrl: string, to: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl}/sandbox/outbox?to=${encodeURIComponent(to)}`);
      const entries = (await res.json()) as OutboxEntry[];
      const newest = entries[0];
      code = newest && newest.code !== after ? newest.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The answer of an image captcha, as the sandbox knows it. */
export async function captchaAnswer(baseUrl: string, captchaId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/captcha/${encodeURIComponent(captchaId)}`);
  const body = (await res.json()) as { text: string };
  return body.text;
}

export async function revokeSessions(
  baseUrl: string,
  account: { platform: string; telCode?: string; phone?: string; email?: string },
): Promise<void> {
  const res = await fetch(`${baseUrl}/sandbox/revokeSessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.ok).toBe(true);
}

/** Arms `retcode` for the account's next call of `path` (a `/web` path or 'sendMessage'). */
export async function failNext(
  baseUrl: string,
  armed: { platform: string; telCode: string; phone: string; path: string; retcode: number },
): Promise<void> {
  const res = await fetch(`${baseUrl}/sandbox/failNext`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(armed),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

/** Moves the server's clock `days` on and runs the renewals that fell due; the server's new time (ms). */
export async function advanceClock(baseUrl: string, days: number): Promise<number> {
  const res = await fetch(`${baseUrl}${SANDBOX_PATHS.advanceClock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return ((await res.json()) as { data: { now: number } }).data.now;
}

/** The texts the sandbox carrier took for `to` (an off-net recipient's side of a send), oldest first. */
export async function carrierTook(baseUrl: string, to: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/sandbox/outbox?to=${encodeURIComponent(to)}&kind=message`);
  const sent = (await res.json()) as { text: string }[];
  // The sandbox lists newest first.
  return sent.map((message) => message.text).reverse();
}
