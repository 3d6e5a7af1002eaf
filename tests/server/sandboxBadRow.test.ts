/**
 * `POST /sandbox/badRow` (sandbox/badRows.ts, issue 22): odd rows join one account's chat and
 * dialog lists as given, after the server's own answer check; the client's contract keeps the
 * other rows. The OpenAPI document still shows the plain row schema of every list.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ChatListAnswer,
  DEMO_ACCOUNTS,
  DialogPage,
  SANDBOX_PATHS,
  type SandboxBadRowRequest,
} from '../../src/services/api/contract/index.ts';
import { call, requestJson, startTestServer, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, sandboxInbound } from './messagingSupport.ts';

let t: TestServer;
let user: DemoUser;
let other: DemoUser;

beforeAll(async () => {
  t = await startTestServer();
  user = await demoUser(t.url, 'wetalk', 0);
  other = await demoUser(t.url, 'wetalk', 1);
});
afterAll(async () => {
  await t?.close();
});

const DEMO = DEMO_ACCOUNTS[0];

function badRow(body: Partial<SandboxBadRowRequest>) {
  return requestJson<{ smsId: string; date: number }>(t.url, SANDBOX_PATHS.badRow, {
    json: { platform: 'wetalk', telCode: DEMO.telCode, phone: DEMO.phone, ...body },
  });
}

const split = (full: string) => ({ telCode: full.slice(0, 1), number: full.slice(1) });

describe('odd rows', () => {
  it('join the chat list and the dialog list as given; the client keeps the readable rows', async () => {
    const own = user.numbers.local;
    await sandboxInbound(t.url, { from: other.numbers.local, to: own, text: 'a readable one' });
    const ownParts = split(own);
    const common = { ownTelCode: ownParts.telCode, ownNumber: ownParts.number, otherTelCode: '1' };
    const typeRow = await badRow({ ...common, otherNumber: '4155550177', direction: 'in', type: 'fax', text: 'x' });
    expect(typeRow).toMatchObject({ status: 200, body: { retcode: 0 } });
    await badRow({ ...common, otherNumber: '4155550178', direction: 'sideways', type: 'sms', text: 'odd way' });

    const list = await call(t.url, 'getChatList', { months: 4 }, { platform: 'wetalk', token: user.token });
    const raw = list.body.data?.chatList ?? [];
    expect(raw.map((row) => row.type)).toContain('fax');
    expect(raw.map((row) => row.direction)).toContain('sideways');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = ChatListAnswer.parse(list.body.data);
    warn.mockRestore();
    expect(read.chatList).toHaveLength(raw.length - 1);
    expect(read.chatList.find((row) => row.otherFullNumber === '14155550178')?.direction).toBe('in');
    expect(read.chatList.some((row) => row.otherFullNumber === other.numbers.local)).toBe(true);

    const dialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: own, otherFullNumber: '14155550178' },
      { platform: 'wetalk', token: user.token },
    );
    expect(DialogPage.parse(dialog.body.data).dialogList).toMatchObject([{ text: 'odd way', direction: 'in' }]);
  });

  it('belong to that account only', async () => {
    const list = await call(t.url, 'getChatList', { months: 4 }, { platform: 'wetalk', token: other.token });
    expect((list.body.data?.chatList ?? []).map((row) => row.type)).not.toContain('fax');
  });

  it('refuses a bad field with a 400 envelope and an unknown account with 404', async () => {
    const bad = await badRow({
      ownTelCode: 'x',
      ownNumber: '1',
      otherTelCode: '1',
      otherNumber: '1',
      direction: 'in',
      type: 'sms',
    });
    expect(bad).toMatchObject({ status: 400, body: { retcode: 100001 } });
    const unknown = await badRow({
      phone: '2025550999',
      ownTelCode: '1',
      ownNumber: '2025550100',
      otherTelCode: '1',
      otherNumber: '4155550100',
      direction: 'in',
      type: 'sms',
    });
    expect(unknown).toMatchObject({ status: 404, body: { retcode: 100005 } });
  });
});

describe('the OpenAPI document', () => {
  it('shows each tolerant list as its plain row schema', async () => {
    const document = (await requestJson(t.url, '/openapi.json')).body as unknown as {
      paths: Record<string, { get?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    const answer = document.paths['/web/getChatList']?.get?.responses['200']?.content['application/json']?.schema as {
      properties: {
        data: { properties: { chatList: { type: string; items: { properties: Record<string, unknown> } } } };
      };
    };
    const chatList = answer.properties.data.properties.chatList;
    expect(chatList.type).toBe('array');
    expect(Object.keys(chatList.items.properties)).toEqual(expect.arrayContaining(['direction', 'type', 'smsId']));
  });
});
