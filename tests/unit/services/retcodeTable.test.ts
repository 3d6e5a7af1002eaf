import { describe, expect, it } from 'vitest';
import {
  RETCODE_TABLE,
  type RetcodeAction,
  type RetcodeAlert,
  type RoutableFailure,
  routeFailure,
} from '../../../src/services/api/retcodeTable.ts';
import { messagesFor } from '../../../src/services/i18n/index.ts';

const LOGGED_IN = { frontPage: false, captchaOpen: false };
const FRONT_PAGE = { frontPage: true, captchaOpen: false };
const CAPTCHA_OPEN = { frontPage: false, captchaOpen: true };

const failure = (retcode: number, extra: Partial<RoutableFailure> = {}): RoutableFailure => ({
  retcode,
  retmsg: `server says ${retcode}`,
  ...extra,
});

const paymentCodes = [200201, 200025, 200040, 200041, 200042, 200043, 200044, 200045, 200046, 200047];

interface Row {
  retcode: number;
  extra?: Partial<RoutableFailure>;
  alert: 'silent' | 'retmsg' | { messageKey: string };
  action: RetcodeAction;
  /** Kicked codes do nothing on the front page (spec 1 §8). */
  ignoredOnFrontPage?: boolean;
}

/** spec 1 §8, row by row, plus this product's own codes. */
const rows: Row[] = [
  ...[100000, 100004, 100006, 100015, 300033, 600000, 600002].map(
    (retcode): Row => ({ retcode, alert: 'silent', action: { type: 'none' } }),
  ),
  { retcode: 100008, alert: 'retmsg', action: { type: 'kick', retcode: 100008 } },
  { retcode: 100010, alert: 'silent', action: { type: 'captchaModal' } },
  { retcode: 100012, alert: 'silent', action: { type: 'kick', retcode: 100012 }, ignoredOnFrontPage: true },
  {
    retcode: 100013,
    alert: { messageKey: 'error.tokenInvalidOrExpired' },
    action: { type: 'kick', retcode: 100013 },
    ignoredOnFrontPage: true,
  },
  {
    retcode: 100014,
    alert: { messageKey: 'error.loggedOut' },
    action: { type: 'kick', retcode: 100014 },
    ignoredOnFrontPage: true,
  },
  { retcode: 200018, alert: 'retmsg', action: { type: 'kick', retcode: 200018 }, ignoredOnFrontPage: true },
  { retcode: 100020, alert: 'silent', action: { type: 'captchaFailed' } },
  {
    retcode: 100023,
    extra: { data: { profileStatus: 100, needSetPhone: true, useCaseStatus: -1 } },
    alert: 'silent',
    action: { type: 'profileGate', profileStatus: 100, useCaseStatus: -1, needSetPhone: true },
  },
  // spec 2 §4: a verified profile refused for its use case says so.
  {
    retcode: 100023,
    extra: { data: { profileStatus: 2, needSetPhone: false, useCaseStatus: 1 } },
    alert: 'silent',
    action: { type: 'profileGate', profileStatus: 2, useCaseStatus: 1, needSetPhone: false },
  },
  // A server that does not send the use-case status is still read: unknown beside an unverified
  // profile; beside a verified one only the use case can be refusing, read as not answered (0).
  {
    retcode: 100023,
    extra: { data: { profileStatus: 100, needSetPhone: true } },
    alert: 'silent',
    action: { type: 'profileGate', profileStatus: 100, useCaseStatus: null, needSetPhone: true },
  },
  {
    retcode: 100023,
    extra: { data: { profileStatus: 2, needSetPhone: false } },
    alert: 'silent',
    action: { type: 'profileGate', profileStatus: 2, useCaseStatus: 0, needSetPhone: false },
  },
  // A use-case status this client does not know makes the body unreadable: the code's meaning.
  {
    retcode: 100023,
    extra: { data: { profileStatus: 2, needSetPhone: false, useCaseStatus: 7 } },
    alert: 'silent',
    action: { type: 'profileGate', profileStatus: 0, useCaseStatus: null, needSetPhone: false },
  },
  {
    retcode: 100023,
    extra: { data: 'unreadable' },
    alert: 'silent',
    action: { type: 'profileGate', profileStatus: 0, useCaseStatus: null, needSetPhone: false },
  },
  { retcode: 100025, alert: 'silent', action: { type: 'verifyModal', mode: 'update2' } },
  { retcode: 100028, alert: 'silent', action: { type: 'imageCaptchaRetry', retryAfterMs: 1000 } },
  ...paymentCodes.map(
    (retcode): Row => ({
      retcode,
      alert: 'silent',
      action: { type: 'paymentError', retmsg: `server says ${retcode}` },
    }),
  ),
  { retcode: 300002, alert: 'silent', action: { type: 'errorDialog', retmsg: 'server says 300002' } },
  { retcode: 400000, alert: 'silent', action: { type: 'errorDialog', retmsg: 'server says 400000' } },
  { retcode: 400001, alert: 'silent', action: { type: 'noCredit', retmsg: 'server says 400001' } },
  { retcode: 400001, extra: { retmsg: '' }, alert: 'silent', action: { type: 'noCredit' } },
  { retcode: 300030, alert: 'silent', action: { type: 'tollFreePrompt', retmsg: 'server says 300030' } },
  {
    retcode: 500000,
    extra: { httpStatus: 400, endpoint: 'lockVerificationCodePhone' },
    alert: 'silent',
    action: { type: 'noNumberAvailable' },
  },
  {
    retcode: 500000,
    extra: { httpStatus: 200, endpoint: 'lockVerificationCodePhone' },
    alert: 'silent',
    action: { type: 'none' },
  },
  {
    retcode: 500000,
    extra: { httpStatus: 400, endpoint: 'getAccountInfo' },
    alert: 'silent',
    action: { type: 'none' },
  },
  { retcode: 500000, extra: { retmsg: 'Failed to fetch' }, alert: 'silent', action: { type: 'none' } },
  // This product's own codes: alerted in the UI language.
  { retcode: 100002, alert: { messageKey: 'error.codeIncorrect' }, action: { type: 'none' } },
  { retcode: 100003, alert: { messageKey: 'error.codeExpired' }, action: { type: 'none' } },
  { retcode: 100019, alert: { messageKey: 'error.verificationFailed' }, action: { type: 'none' } },
  // A toll-free recipient: its own message, not the registration prompt (300030).
  { retcode: 100021, alert: { messageKey: 'error.tollFreeNotSupported' }, action: { type: 'none' } },
  { retcode: 100007, alert: { messageKey: 'error.maxRetryAttempts' }, action: { type: 'none' } },
  { retcode: 100009, alert: { messageKey: 'error.phoneNotSupported' }, action: { type: 'none' } },
  { retcode: 100011, alert: { messageKey: 'error.emailIncorrect' }, action: { type: 'none' } },
  { retcode: 100016, alert: { messageKey: 'error.tooFrequent' }, action: { type: 'none' } },
  { retcode: 100017, alert: { messageKey: 'error.notAuthorized' }, action: { type: 'none' } },
  // spec 1 §4, §8 'Chat and message errors': a send's failed status shows its message even when the
  // code is silent for a call (the carrier's 500000 'temporarily unsendable'); a prompt stays a prompt.
  { retcode: 500000, extra: { endpoint: 'sendMessage' }, alert: 'retmsg', action: { type: 'none' } },
  { retcode: 100000, extra: { endpoint: 'sendMessage' }, alert: 'retmsg', action: { type: 'none' } },
  { retcode: 100010, extra: { endpoint: 'sendMessage' }, alert: 'silent', action: { type: 'captchaModal' } },
  {
    retcode: 400001,
    extra: { endpoint: 'sendMessage' },
    alert: 'silent',
    action: { type: 'noCredit', retmsg: 'server says 400001' },
  },
  // Not in the table: the server's message is alerted, nothing else happens.
  { retcode: 100001, alert: 'retmsg', action: { type: 'none' } },
  { retcode: 123456, alert: 'retmsg', action: { type: 'none' } },
];

function expectedAlert(row: Row, retmsg: string): RetcodeAlert | null {
  if (row.alert === 'silent') return null;
  if (row.alert === 'retmsg') return { text: retmsg };
  return row.alert as RetcodeAlert;
}

describe('routeFailure (spec 1 §8)', () => {
  describe.each(rows)('retcode $retcode $extra', (row) => {
    const routed = failure(row.retcode, row.extra);

    it('logged in: alert and action from the table', () => {
      expect(routeFailure(routed, LOGGED_IN)).toEqual({ alert: expectedAlert(row, routed.retmsg), action: row.action });
    });

    it('captcha modal open: same action, never an alert', () => {
      expect(routeFailure(routed, CAPTCHA_OPEN)).toEqual({ alert: null, action: row.action });
    });

    it(row.ignoredOnFrontPage ? 'front page: ignored entirely' : 'front page: handled as when logged in', () => {
      expect(routeFailure(routed, FRONT_PAGE)).toEqual(
        row.ignoredOnFrontPage
          ? { alert: null, action: { type: 'none' } }
          : { alert: expectedAlert(row, routed.retmsg), action: row.action },
      );
    });
  });

  it('covers every code of the table in the rows above', () => {
    const tested = new Set(rows.map((row) => row.retcode));
    const untested = RETCODE_TABLE.flatMap((row) => row.codes).filter((code) => !tested.has(code));
    expect(untested).toEqual([]);
  });

  it('lists each code once', () => {
    const codes = RETCODE_TABLE.flatMap((row) => row.codes);
    expect(codes.length).toBe(new Set(codes).size);
  });

  it('keeps the silent list of the spec exactly (plus 100012, never alerted, and 300030, shown by its prompt)', () => {
    const silent = RETCODE_TABLE.filter((row) => row.alert === 'silent').flatMap((row) => row.codes);
    const spec = [
      100000,
      100004,
      100006,
      100010,
      100015,
      100020,
      100023,
      100025,
      100028,
      ...paymentCodes,
      300002,
      300033,
      400000,
      400001,
      500000,
      600000,
      600002,
    ];
    expect(silent.sort()).toEqual([...spec, 100012, 300030].sort());
  });

  it('alerts nothing when an alerted code comes with an empty message', () => {
    expect(routeFailure(failure(123456, { retmsg: '  ' }), LOGGED_IN)).toEqual({
      alert: null,
      action: { type: 'none' },
    });
  });

  it('a kick with an empty message still says why (issue 22 item 8), in the UI language', () => {
    expect(routeFailure(failure(100008, { retmsg: '  ' }), LOGGED_IN)).toEqual({
      alert: { messageKey: 'error.accountSuspended' },
      action: { type: 'kick', retcode: 100008 },
    });
    expect(routeFailure(failure(200018, { retmsg: '' }), LOGGED_IN)).toEqual({
      alert: { messageKey: 'error.accountDeleted' },
      action: { type: 'kick', retcode: 200018 },
    });
    // The server's own words win when it gives some.
    expect(routeFailure(failure(200018, { retmsg: 'Deleted on request' }), LOGGED_IN).alert).toEqual({
      text: 'Deleted on request',
    });
  });

  it("leaves a contact save's refusal to the contact form, which words it once (issue 27 item 5)", () => {
    const save = { endpoint: 'createOrUpdateCloudAddressBook' };
    // 100001 with the field verdict, 100005 (deleted meanwhile), a code the table alerts by key.
    for (const retcode of [100001, 100005, 100017]) {
      expect(routeFailure(failure(retcode, save), LOGGED_IN)).toEqual({ alert: null, action: { type: 'none' } });
      // Elsewhere the same codes are alerted.
      expect(routeFailure(failure(retcode), LOGGED_IN).alert).not.toBeNull();
    }
    // What a code does still happens: a kick on a contact save still logs out, with its words.
    expect(routeFailure(failure(100014, save), LOGGED_IN)).toEqual({
      alert: { messageKey: 'error.loggedOut' },
      action: { type: 'kick', retcode: 100014 },
    });
    expect(routeFailure(failure(400001, save), LOGGED_IN).action).toEqual({
      type: 'noCredit',
      retmsg: 'server says 400001',
    });
  });

  it('only names message keys that exist in the catalogue', () => {
    const keys = Object.keys(messagesFor('en'));
    for (const row of RETCODE_TABLE) {
      if (row.alert !== 'silent' && row.alert !== 'retmsg') expect(keys).toContain(row.alert);
      if (row.fallback) expect(keys).toContain(row.fallback);
    }
  });
});
