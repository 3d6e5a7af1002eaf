/**
 * Model-based test of API management (spec 2 §2, §4, §5, §8; issue 13 item 1): every status view,
 * the application form, the callback editor (Update disabled when empty or unchanged), the test
 * with its 3 s lock and its two dialogs, the key reset behind a confirmation, copy, and the new
 * platform request — paths from `xstate/graph`, replayed on a real actor with fake calls.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  API_COPIED_MS,
  apiManagementMachine,
  editorUrl,
} from '../../src/machines/account/apiManagement/apiManagement.machine.ts';
import { apiManagementToView } from '../../src/machines/account/apiManagement/toView.ts';
import { DEVELOPER_API_LIMITS, type VerificationCodeInfo } from '../../src/services/api/contract/developerApi.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snap = SnapshotFrom<typeof apiManagementMachine>;
const unexpected = { error: new Error('unexpected failure') };

const URL = 'https://example.com/hook';
const info = (status: VerificationCodeInfo['status'], callBackUrl = URL, key = 'k1'): VerificationCodeInfo => ({
  callBackUrl,
  userId: status === 2 ? 'a1b2c3d4e5f60718' : '',
  key: status === 2 ? key : '',
  status,
});

const events = {
  'api.reload': {},
  'url.protocol': [{ protocol: 'http://' }],
  'url.edit': [{ rest: 'Example.COM/Other' }, { rest: '' }],
  'api.apply': {},
  'api.update': {},
  'dialog.close': {},
  'key.copy': {},
  'userId.copy': {},
  'key.reset': {},
  'reset.yes': {},
  'reset.no': {},
  'callback.test': {},
  'test.later': {},
  'test.updateNow': {},
  // Filled one field after the other; once complete, an example one character too long.
  'platform.edit': (s: Snap) => {
    const { name, url, example } = s.context.platform;
    if (name === '') return [{ field: 'name', value: 'Shop' }];
    if (url === '') return [{ field: 'url', value: 'shop.example' }];
    if (example === '') return [{ field: 'example', value: 'Your code is 1234' }];
    return example.length > DEVELOPER_API_LIMITS.exampleMax
      ? []
      : [{ field: 'example', value: 'x'.repeat(DEVELOPER_API_LIMITS.exampleMax + 1) }];
  },
  'platform.submit': {},
  'platform.done': {},
  // The 1 s copy confirmation ends before the 3 s lock can: the lock ends only once it has.
  'xstate.after.testLock.apiManagement.access.verified.lock.locked': (s: Snap) =>
    s.matches({ access: { verified: { copy: 'idle' } } }) ? [{}] : [],
  'xstate.done.actor.loadApi': [
    { output: ok({ verificationCodeInfo: info(-1, '') }) },
    { output: ok({ verificationCodeInfo: info(1) }) },
    { output: ok({ verificationCodeInfo: info(2) }) },
    { output: ok({ verificationCodeInfo: info(3) }) },
    { output: networkFailure },
  ],
  'xstate.error.actor.loadApi': unexpected,
  'xstate.done.actor.apply': (s: Snap) => [
    { output: ok({ verificationCodeInfo: info(1, editorUrl(s.context)) }) },
    { output: refused(RETCODE.BAD_REQUEST) },
  ],
  'xstate.error.actor.apply': unexpected,
  'xstate.done.actor.update': (s: Snap) => [
    { output: ok({ verificationCodeInfo: info(2, editorUrl(s.context)) }) },
    { output: refused(RETCODE.BAD_REQUEST) },
  ],
  'xstate.error.actor.update': unexpected,
  'xstate.done.actor.reset': (s: Snap) => [
    { output: ok({ verificationCodeInfo: info(2, s.context.info.callBackUrl, 'k2') }) },
    { output: networkFailure },
  ],
  'xstate.error.actor.reset': unexpected,
  'xstate.done.actor.testCallback': [
    { output: ok({ passed: true, httpStatus: 200, latencyMs: 12, reason: '' }) },
    { output: ok({ passed: false, httpStatus: null, latencyMs: 3, reason: 'connect ECONNREFUSED' }) },
    { output: refused(RETCODE.TOO_FREQUENT) },
  ],
  'xstate.error.actor.testCallback': unexpected,
  'xstate.done.actor.requestPlatform': [{ output: ok({}) }, { output: refused(RETCODE.BAD_REQUEST) }],
  'xstate.error.actor.requestPlatform': unexpected,
} satisfies EventTable<typeof apiManagementMachine>;

const view = (s: Snap) => apiManagementToView(s);
const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;

const verified = (s: Snap) => {
  const v = view(s);
  expect(v.access).toBe('verified');
  // spec 2 §4: user id and key visible at 2.
  expect(v.info.userId).not.toBe('');
  expect(v.info.key).not.toBe('');
  return v;
};

const checks = {
  'access.loading': (s, replay) => {
    expect(replay.running('loadApi')).toBeDefined();
    expect(view(s).access).toBe('loading');
  },
  'access.unavailable': (s) => expect(view(s).access).toBe('unavailable'),
  'access.routing': () => {
    throw new Error('routing is transient: never a resting state');
  },
  'access.applying': (s) => {
    const v = view(s);
    expect(v).toMatchObject({ access: 'apply', dialog: null });
    // spec 2 §5: Apply is disabled when the URL is empty; the rest is lower-cased.
    expect(v.canApply).toBe(s.context.rest.trim() !== '');
    expect(v.rest).toBe(v.rest.toLowerCase());
  },
  'access.submitting': (s, replay) => {
    expect(replay.running('apply')?.input).toEqual({ mode: 1, callBackUrl: editorUrl(s.context) });
    expect(view(s)).toMatchObject({ access: 'apply', applying: true, canApply: false });
  },
  'access.submitted': (s) => expect(view(s)).toMatchObject({ dialog: 'submitted', access: 'apply' }),
  'access.pending': (s) => expect(view(s)).toMatchObject({ access: 'pending', dialog: null }),
  'access.rejected': (s) => {
    // spec 2 §4: edit and test disabled at 3.
    expect(view(s)).toMatchObject({ access: 'rejected', canUpdate: false, canTest: false, canReset: false });
  },
  'access.verified.main.idle': (s, replay) => {
    const v = verified(s);
    expect(v.dialog).toBeNull();
    const url = editorUrl(s.context);
    expect(v.canUpdate).toBe(url !== '' && url !== s.context.info.callBackUrl);
    expect(v.canTest).toBe(url !== '' && s.matches({ access: { verified: { lock: 'open' } } }));
    if (stepIs(replay, 'test.updateNow'))
      expect(s.context.editorFocus).toBe((replay.previous?.context.editorFocus ?? 0) + 1);
    if (stepIs(replay, 'xstate.done.actor.reset') && s.context.info.key === 'k2') {
      expect(replay.previous?.context.info.key).toBe('k1');
    }
  },
  'access.verified.main.updating': (s, replay) =>
    expect(replay.running('update')?.input).toEqual({ mode: 2, callBackUrl: editorUrl(s.context) }),
  'access.verified.main.updated': (s) => {
    expect(verified(s).dialog).toBe('updated');
    expect(s.context.info.callBackUrl).toBe(editorUrl(s.context));
  },
  'access.verified.main.confirmingReset': (s) => expect(verified(s).dialog).toBe('confirmReset'),
  'access.verified.main.resetting': (s, replay) =>
    expect(replay.running('reset')?.input).toEqual({ mode: 3, callBackUrl: s.context.info.callBackUrl }),
  'access.verified.main.testing': (s, replay) => {
    expect(replay.running('testCallback')?.input).toEqual({ callBackUrl: editorUrl(s.context) });
    expect(verified(s)).toMatchObject({ testing: true, canTest: false });
  },
  'access.verified.main.testOk': (s) => expect(verified(s).dialog).toBe('testOk'),
  'access.verified.main.testFailed': (s) => expect(verified(s).dialog).toBe('testFailed'),
  'access.verified.lock.open': (s) => expect(view(s).testLocked).toBe(false),
  'access.verified.lock.locked': (s, replay) => {
    expect(view(s)).toMatchObject({ testLocked: true, canTest: false });
    if (stepIs(replay, 'callback.test')) expect(replay.running('testCallback')).toBeDefined();
  },
  'access.verified.copy.idle': (s) => expect(view(s).copied).toBe(false),
  'access.verified.copy.copied': (s, replay) => {
    expect(view(s).copied).toBe(true);
    const copiedText = replay.effects.find((effect) => effect.type === 'copyText')?.params;
    if (stepIs(replay, 'key.copy')) expect(copiedText).toBe(s.context.info.key);
    if (stepIs(replay, 'userId.copy')) expect(copiedText).toBe(s.context.info.userId);
  },
  'platform.editing': (s) => {
    const v = view(s);
    const { name, url, example } = s.context.platform;
    expect(v.exampleCount).toBe(example.length);
    expect(v.canRequestPlatform).toBe(name !== '' && url !== '' && example !== '' && example.length <= 160);
  },
  'platform.sending': (s, replay) => {
    expect(replay.running('requestPlatform')?.input).toEqual(s.context.platform);
    expect(view(s).platformSending).toBe(true);
  },
  'platform.sent': (s) => {
    expect(view(s).platformSent).toBe(true);
    expect(s.context.platform).toEqual({ name: '', url: '', example: '' });
  },
} satisfies Checks<typeof apiManagementMachine>;

// The copy confirmation lasts 1 s and the test lock 3 s (spec 2 §9): the delays are named.
expect(API_COPIED_MS).toBe(1000);
expect(DEVELOPER_API_LIMITS.testLockMs).toBe(3000);

testModel({
  name: 'apiManagement',
  machine: apiManagementMachine,
  events,
  checks,
  serialize: (s) => ({
    status: s.context.info.status,
    key: s.context.info.key,
    url:
      editorUrl(s.context) === '' ? 'empty' : editorUrl(s.context) === s.context.info.callBackUrl ? 'saved' : 'edited',
    platform: Object.values(s.context.platform).filter((value) => value !== '').length,
    long: s.context.platform.example.length > 160,
  }),
});
