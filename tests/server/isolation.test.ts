/**
 * The isolation matrix (issue 14), generated from the contract: every endpoint whose input names
 * something an account owns (`identifiers` in endpoints.ts, `SOCKET_EVENTS` in socket.ts) is
 * called by account B with account A's identifiers. B gets not-found or the endpoint's refusal —
 * or, for a listing, nothing of A's — never A's data, and A's data stays as it was. The same
 * request with A's own session succeeds, which proves the refusal is about ownership and not a
 * badly built request. A token is refused on every other brand, on HTTP and on the socket.
 *
 * A new endpoint that marks its identifiers joins the matrix by itself; a required field the
 * matrix cannot fill makes it fail by name until `FILLERS` knows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  type EndpointName,
  endpoints,
  type IdentifierRole,
  PAYMENT_PATHS,
  type Platform,
  RETCODE,
  SANDBOX_PATHS,
  SOCKET_EVENTS,
} from '../../src/services/api/contract/index.ts';
import {
  call,
  latestCode,
  refusedHandshake,
  requestJson,
  solvedCaptcha,
  startTestServer,
  type TestServer,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';
import { type DemoUser, demoUser, newSmsId, openTab, sandboxInbound, send, textPayload } from './messagingSupport.ts';

const PLATFORM: Platform = 'wetalkpro';
const PARTNER = '14155559999';
/** The sandbox provider's first long-term US number (server/adapters/codeProviderSandbox.ts). */
const VERIFICATION_NUMBER = '13325550100';

let t: TestServer;
let alice: DemoUser;
let bob: DemoUser;
beforeAll(async () => {
  t = await startTestServer();
  alice = await demoUser(t.url, PLATFORM, 0);
  bob = await demoUser(t.url, PLATFORM, 1);
});
afterAll(async () => {
  await t?.close();
});

/** What A owns, each carrying a secret B must never see. */
interface Owned {
  secret: string;
  values: Record<IdentifierRole, string>;
  /** The code of A's pending verification (phone or e-mail, as the endpoint needs). */
  verification: { code: string; telcode: string; phone: string; email: string };
}

/**
 * An approved PayPal order of A's, so capturing it succeeds for A (and again: capture is
 * idempotent). One for the whole matrix: an account may hold only so many open orders.
 */
let alicePaypal: Promise<{ orderId: string; transactionId: string }> | undefined;
function alicePaypalOrder() {
  alicePaypal ??= (async () => {
    const as = { platform: PLATFORM, token: alice.token };
    const paypal = await call(t.url, 'paypalPaySubmit', { productid: 'PAYPAL_INN_WEB_USD_10' }, as);
    const transactionId = paypal.body.data?.transactionId ?? '';
    await requestJson(t.url, PAYMENT_PATHS.sandboxPaypalApprove, { method: 'POST', json: { transactionId } });
    return { orderId: paypal.body.data?.orderId ?? '', transactionId };
  })();
  return alicePaypal;
}

async function ownedByAlice(verify: { channel: 'phone' | 'email'; validated: boolean }): Promise<Owned> {
  const secret = `Secret${Math.random().toString(36).slice(2, 10)}`;
  const as = { platform: PLATFORM, token: alice.token };
  const contact = await call(
    t.url,
    'createOrUpdateCloudAddressBook',
    {
      addressBook: JSON.stringify({
        name: secret,
        phoneList: [{ phone: '+12025550177', telCode: '1', tag: 'Mobile' }],
        email: '',
        companyName: '',
        note: secret,
      }),
    },
    as,
  );
  const tab = await openTab(t.url, alice);
  const ack = await send(tab, textPayload(alice.numbers.local, PARTNER, secret));
  tab.close();
  if (ack.status !== 0 || !('date' in ack)) throw new Error(`send failed: ${JSON.stringify(ack)}`);
  const voicemail = await sandboxInbound(t.url, {
    platform: PLATFORM,
    from: PARTNER,
    to: alice.numbers.local,
    type: 'voicemail',
    transcript: secret,
  });
  const dialog = await call(
    t.url,
    'getDialogList',
    { ownFullNumber: alice.numbers.local, otherFullNumber: PARTNER },
    as,
  );
  const mediaUrl =
    dialog.body.data?.dialogList.find((message) => message.smsId === voicemail.body.data?.smsId)?.media ?? '';

  const phone = uniquePhone();
  const email = uniqueEmail();
  let verifyId: string;
  let code: string;
  if (verify.channel === 'phone') {
    verifyId = (await call(t.url, 'getVerifyCode', { telcode: '1', phone }, as)).body.data?.verifyid ?? '';
    code = await latestCode(t.url, `+1 ${phone}`);
  } else {
    const captcha = await solvedCaptcha(t.url, PLATFORM);
    verifyId =
      (
        await call(
          t.url,
          'requestToVerifyEmail',
          { email, captchaId: captcha.captchaId, inputCaptcha: captcha.text },
          as,
        )
      ).body.data?.verifyid ?? '';
    code = await latestCode(t.url, email);
  }
  if (verify.validated) {
    const validate = verify.channel === 'phone' ? 'validateCode' : 'validateCodeForEmail';
    expect((await call(t.url, validate, { verifyid: verifyId, activationcode: code }, as)).body.retcode).toBe(0);
  }
  // A subscribed verification number of A's with a code on it (the same one each time: A's own
  // claim; subscribing again costs nothing), so every verification call works for A.
  const codeLease = { app: 'whatsapp', number: VERIFICATION_NUMBER };
  const locked = await call(t.url, 'lockVerificationCodePhone', { ...codeLease, code: 'US', numberType: 1 }, as);
  expect(locked.body.retcode).toBe(0);
  expect((await call(t.url, 'subVerificationCodePhone', codeLease, as)).body.retcode).toBe(0);
  await requestJson(t.url, SANDBOX_PATHS.codeSms, { json: { ...codeLease, text: `code ${secret}` } });
  // A cancelled subscription of A's (its toll-free number), for re-subscribing.
  await call(t.url, 'unSubVirtualPhone', { telCode: '1', phone: alice.numbers.tollfree.slice(1) }, as);
  const history = await call(t.url, 'getSubscriptionList', {}, as);
  const cancelled = history.body.data?.list.find((row) => row.type === 100 && row.number === alice.numbers.tollfree);
  const paypal = await alicePaypalOrder();
  const contactId = contact.body.data?._id ?? '';
  return {
    secret,
    values: {
      ownNumber: alice.numbers.local,
      ownCodeNumber: VERIFICATION_NUMBER,
      ownCodeApp: codeLease.app,
      otherNumber: PARTNER,
      contactId,
      contactIds: contactId,
      smsId: ack.smsId,
      messageDate: String(ack.date),
      mediaUrl,
      verifyId,
      ownTelCode: alice.numbers.local.slice(0, 1),
      ownNationalNumber: alice.numbers.local.slice(1),
      historyId: cancelled?.historyId ?? '',
      historyDate: String(cancelled?.date ?? ''),
      payOrderId: paypal.orderId,
      paypalTransactionId: paypal.transactionId,
    },
    verification: { code, telcode: '1', phone, email },
  };
}

/** Values for the fields that identify nothing, by field name or, where names clash, `endpoint.field`. */
const FILLERS: Record<string, (owned: Owned) => unknown> = {
  // A's US local number may change to the quarterly plan (planIdOf('US', 'local', 3)), next cycle.
  planId: () => 1203,
  'changePlan.type': () => 2,
  name: () => 'Matrix name',
  notes: () => 'Matrix note',
  addressBook: () =>
    JSON.stringify({ name: 'Bob edit', phoneList: [{ phone: '+12025550188', telCode: '1', tag: 'Home' }] }),
  to: () => '14155559998',
  text: () => 'from the matrix',
  activationcode: (owned) => owned.verification.code,
  telcode: (owned) => owned.verification.telcode,
  phone: (owned) => owned.verification.phone,
  email: (owned) => owned.verification.email,
};

type Shape = Record<string, z.ZodMiniType>;

/** One input per object branch of the schema, identifiers from A, the rest from FILLERS. */
function inputsFor(name: string, schema: z.ZodMiniType, identifiers: Record<string, IdentifierRole>, owned: Owned) {
  const branches = schema instanceof z.ZodMiniUnion ? (schema.def.options as z.ZodMiniType[]) : [schema];
  return branches.map((branch) => {
    if (!(branch instanceof z.ZodMiniObject)) throw new Error(`${name}: input is not an object`);
    const shape = branch.shape as Shape;
    const input: Record<string, unknown> = {};
    for (const [field, fieldSchema] of Object.entries(shape)) {
      const role = identifiers[field];
      if (role) input[field] = owned.values[role];
      else if (FILLERS[`${name}.${field}`]) input[field] = FILLERS[`${name}.${field}`]?.(owned);
      else if (FILLERS[field]) input[field] = FILLERS[field](owned);
      else if (!fieldSchema.safeParse(undefined).success) {
        throw new Error(`${name}: the matrix has no value for the required field ${field}; add it to FILLERS`);
      }
    }
    return input;
  });
}

function verificationOf(schema: z.ZodMiniType): { channel: 'phone' | 'email'; validated: boolean } {
  const shape = (schema instanceof z.ZodMiniObject ? schema.shape : {}) as Shape;
  const activation = shape.activationcode;
  const email = 'email' in shape || activation?.safeParse('123456').success === true;
  return { channel: email ? 'email' : 'phone', validated: activation === undefined };
}

/** What A sees of its own things: must not change when B tries. */
async function aliceView(owned: Owned): Promise<string> {
  const as = { platform: PLATFORM, token: alice.token };
  const [book, dialog, balance] = await Promise.all([
    call(t.url, 'getCloudAddressBook', {}, as),
    call(t.url, 'getDialogList', { ownFullNumber: owned.values.ownNumber, otherFullNumber: PARTNER }, as),
    call(t.url, 'queryBalance', {}, as),
  ]);
  return JSON.stringify([book.body.data?.addressBookList, dialog.body.data?.dialogList, balance.body.data]);
}

const IDENTIFIED = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].identifiers);

describe("account B with account A's identifiers", () => {
  it('the matrix covers every endpoint that names an owned thing', () => {
    expect(IDENTIFIED.length).toBeGreaterThanOrEqual(12);
  });

  it.each(IDENTIFIED)('%s: refused or empty for B, intact for A, and it works for A', async (name) => {
    const def = endpoints[name];
    const owned = await ownedByAlice(verificationOf(def.input));
    const inputs = inputsFor(name, def.input, def.identifiers ?? {}, owned);
    for (const input of inputs) {
      const before = await aliceView(owned);
      const answer = await call(t.url, name, input, { platform: PLATFORM, token: bob.token });
      const described = `${name} ${JSON.stringify(input)} → ${JSON.stringify(answer.body)}`;
      expect(answer.status, described).toBeLessThan(500);
      expect(JSON.stringify(answer.body), described).not.toContain(owned.secret);
      if (answer.body.retcode === RETCODE.OK) {
        // Only a listing scoped to the caller may succeed, and then it holds nothing of A's.
        expect(JSON.stringify(answer.body.data), described).not.toContain(owned.values.smsId);
        expect(def.method, described).toBe('GET');
      }
      expect(await aliceView(owned), `${described}: A's data changed`).toBe(before);
    }
    // The same request from A itself succeeds: B was refused for not owning it.
    for (const input of inputs) {
      const own = await call(t.url, name, input, { platform: PLATFORM, token: alice.token });
      expect(own.body.retcode, `${name} by A: ${JSON.stringify(own.body)}`).toBe(RETCODE.OK);
    }
  });

  it("sendMessage: A's number is refused as B's sender; A's smsId from B's own number is B's own new message", async () => {
    const { identifiers } = SOCKET_EVENTS.sendMessage;
    expect(identifiers).toEqual({ fromNumber: 'ownNumber', toNumber: 'otherNumber', smsId: 'smsId' });
    const owned = await ownedByAlice({ channel: 'phone', validated: false });
    const tab = await openTab(t.url, bob);
    try {
      const before = await aliceView(owned);
      const asAlice = await send(
        tab,
        textPayload(owned.values.ownNumber, bob.numbers.local, 'impersonated', newSmsId()),
      );
      expect(asAlice.status).not.toBe(0);
      const reused = await send(tab, textPayload(bob.numbers.local, PARTNER, 'bob text', owned.values.smsId));
      expect(reused).toMatchObject({ status: 0, smsId: owned.values.smsId });
      expect('date' in reused && String(reused.date)).not.toBe(owned.values.messageDate);
      const bobDialog = await call(
        t.url,
        'getDialogList',
        { ownFullNumber: bob.numbers.local, otherFullNumber: PARTNER },
        { platform: PLATFORM, token: bob.token },
      );
      expect(bobDialog.body.data?.dialogList.find((m) => m.smsId === owned.values.smsId)?.text).toBe('bob text');
      expect(await aliceView(owned)).toBe(before);
    } finally {
      tab.close();
    }
  });
});

describe('brand crossing', () => {
  const AUTH = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].auth && name !== 'logout');

  it.each(AUTH)('%s refuses a token of another brand (100012)', async (name) => {
    const answer = await call(t.url, name, {}, { platform: 'pingme', token: alice.token });
    expect(answer).toMatchObject({ status: 401, body: { retcode: RETCODE.TOKEN_INVALID } });
  });

  it('the socket refuses a token of another brand', async () => {
    const refused = await refusedHandshake(t.url, { token: alice.token, platform: 'pingme' });
    expect(refused.retcode).toBe(RETCODE.TOKEN_INVALID);
  });
});
