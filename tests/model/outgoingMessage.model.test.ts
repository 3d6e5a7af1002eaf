import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { outgoingMessageMachine } from '../../src/machines/chats/outgoingMessage/outgoingMessage.machine.ts';
import { outgoingMessageOf, showsTooLargeNotice } from '../../src/machines/chats/outgoingMessage/toView.ts';
import type { OutgoingMessageInput, OutgoingMessageOutput } from '../../src/machines/chats/outgoingMessage/types.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { TOO_LARGE_NOTICE_MS } from '../../src/services/media/limits.ts';
import { MEDIA_LOADING_MARKER } from '../../src/services/media/parseMedia.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof outgoingMessageMachine>;
type OutgoingReplay = Replay;

const PHOTO = new File([new Uint8Array([1, 2, 3])], 'IMG_0001.HEIC', { type: 'image/heic' });
const COMMON = {
  smsId: 'web-1',
  createdAt: 1_000,
  fromNumber: '12025550100',
  toNumber: '12025550199',
  ownNumberType: 'local' as const,
};
const TEXT: OutgoingMessageInput = { ...COMMON, content: { kind: 'text', text: 'hi' }, connected: true };
const OFFLINE: OutgoingMessageInput = { ...TEXT, connected: false };
const PHOTO_INPUT: OutgoingMessageInput = {
  ...COMMON,
  content: { kind: 'attachment', file: PHOTO, caption: 'look' },
  connected: true,
};
const BYTES = new Uint8Array([9, 9]).buffer;

const busy = (s: Snapshot) =>
  s.matches('ready') ||
  s.matches('sending') ||
  s.matches('waitingForConnection') ||
  s.matches('preparing') ||
  s.matches('queued');

const isText = (s: Snapshot) => s.context.input.content.kind === 'text';

const events = {
  'outgoing.send': (s) => (s.matches('ready') ? [{}] : []),
  // issue 24 item 3: the outbox queues texts only, and releases them in turn.
  'outgoing.queue': (s) => (s.matches('ready') && isText(s) ? [{}] : []),
  'outgoing.release': (s) => (s.matches('queued') ? [{}] : []),
  'connection.lost': (s) => ((busy(s) || s.matches('awaitingCaptcha')) && s.context.connected ? [{}] : []),
  'connection.restored': (s) => (busy(s) && !s.context.connected ? [{}] : []),
  'xstate.done.actor.prepareAttachment': [
    { output: { ok: true, fileBuffer: BYTES, fileName: 'IMG_0001.jpg', fileType: 'image/jpeg' } },
    { output: { ok: false, reason: 'tooLarge' } },
    { output: { ok: false, reason: 'failed' } },
  ],
  'xstate.error.actor.prepareAttachment': { error: new Error('worker crashed') },
  'xstate.done.actor.sendMessage': [
    { output: { status: 0, smsId: 'web-1', date: 5_000 } },
    // An MMS is acknowledged with its stored URL.
    { output: { status: 0, smsId: 'web-1', date: 5_000, media: '/media/stored-photo' } },
    { output: { status: RETCODE.TOLL_FREE_UNREGISTERED, retmsg: 'toll-free not registered', smsId: 'web-1' } },
    { output: { status: RETCODE.CAPTCHA_REQUIRED, retmsg: 'captcha', smsId: 'web-1' } },
    // A toll-free recipient: an alert with the server's words, never the registration prompt.
    { output: { status: RETCODE.TOLL_FREE_DESTINATION, retmsg: 'toll-free recipient', smsId: 'web-1' } },
    { output: { status: RETCODE.INSUFFICIENT_BALANCE, retmsg: 'no balance', smsId: 'web-1' } },
    { output: { status: 100001, retmsg: 'bad number' } },
  ],
  'xstate.error.actor.sendMessage': { error: new Error('ack timeout') },
  // spec 1 §8 100010: the captcha modal answers the waiting send.
  'captcha.solved': (s) => (s.matches('awaitingCaptcha') ? [{}] : []),
  'captcha.dismissed': (s) => (s.matches('awaitingCaptcha') ? [{}] : []),
} satisfies EventTable<typeof outgoingMessageMachine>;

const stepEvent = (replay: OutgoingReplay) => replay.step.event as { type: string; output?: unknown };

/** spec 1 §4: added locally as sending (1), announced to the parent once. */
function checkAddedLocally(snapshot: Snapshot, replay: OutgoingReplay) {
  const message = outgoingMessageOf(snapshot);
  expect(message).toMatchObject({ smsId: 'web-1', date: 1_000, direction: 'out', status: 1 });
  if (isText(snapshot)) expect(message).toMatchObject({ type: 'sms', text: 'hi', media: '' });
  else expect(message).toMatchObject({ type: 'mms', text: 'look', media: MEDIA_LOADING_MARKER });
  // Only an outbox's text was ever queued; once on its way it no longer waits.
  expect(message?.queued).toBeUndefined();
  const added = replay.effects.filter((e) => e.type === 'announceLocal');
  // Added, or released from the outbox (the copy shown loses its 'Waiting to send'): told once.
  const released = stepEvent(replay).type === 'outgoing.release';
  if (replay.previous?.context.message === null || released) expect(added).toHaveLength(1);
  else expect(added).toHaveLength(0);
}

/** Every way out tells the parent once (a spawned actor's done event has no static name). */
function checkSettledOnce(snapshot: Snapshot, replay: OutgoingReplay) {
  expect(replay.effects.filter((e) => e.type === 'notifySettled')).toHaveLength(1);
  expect(snapshot.status).toBe('done');
}

function checkNoSend(replay: OutgoingReplay) {
  expect(replay.calls.filter((c) => c.id === 'sendMessage')).toHaveLength(0);
}

const checks = {
  ready: (snapshot, replay) => {
    expect(outgoingMessageOf(snapshot)).toBeNull();
    expect(replay.calls).toHaveLength(0);
  },
  preparing: (snapshot, replay) => {
    expect(outgoingMessageOf(snapshot)).toBeNull();
    expect(replay.running('prepareAttachment')?.input).toEqual({ file: PHOTO, ownNumberType: 'local' });
    checkNoSend(replay);
  },
  tooLarge: (snapshot) => {
    // spec 1 §5: the red notice; nothing is added.
    expect(showsTooLargeNotice(snapshot)).toBe(true);
    expect(outgoingMessageOf(snapshot)).toBeNull();
  },
  sending: (snapshot, replay) => {
    checkAddedLocally(snapshot, replay);
    expect(snapshot.context.connected).toBe(true);
    expect(showsTooLargeNotice(snapshot)).toBe(false);
    const payload = replay.running('sendMessage')?.input;
    const common = { fromNumber: COMMON.fromNumber, toNumber: COMMON.toNumber, smsId: 'web-1' };
    expect(payload).toEqual(
      isText(snapshot)
        ? { ...common, msgType: 'sms', text: 'hi' }
        : {
            ...common,
            msgType: 'mms',
            fileBuffer: BYTES,
            fileName: 'IMG_0001.jpg',
            fileType: 'image/jpeg',
            text: 'look',
          },
    );
  },
  queued: (snapshot, replay) => {
    // issue 24 item 3: added locally as sending (1), marked 'Waiting to send', announced once, not emitted.
    expect(outgoingMessageOf(snapshot)).toEqual({
      smsId: 'web-1',
      date: 1_000,
      direction: 'out',
      type: 'sms',
      text: 'hi',
      media: '',
      status: 1,
      highlightTarget: '',
      highlightText: '',
      queued: true,
    });
    expect(replay.effects.filter((e) => e.type === 'announceLocal')).toHaveLength(
      stepEvent(replay).type === 'outgoing.queue' ? 1 : 0,
    );
    expect(replay.effects.map((e) => e.type)).not.toContain('noticeConnectionDown');
    checkNoSend(replay);
    expect(snapshot.status).toBe('active');
  },
  waitingForConnection: (snapshot, replay) => {
    // spec 1 §4 Connection: blocked while down; the message stays sending and is not emitted.
    checkAddedLocally(snapshot, replay);
    expect(snapshot.context.connected).toBe(false);
    expect(replay.running('sendMessage')).toBeUndefined();
  },
  sent: (snapshot, replay) => {
    checkSettledOnce(snapshot, replay);
    // spec 1 §4: status 0 — the stored message, dated by the server.
    const output = snapshot.output as OutgoingMessageOutput;
    const ack = (stepEvent(replay).output ?? {}) as { media?: string };
    expect(output).toEqual({ outcome: 'sent', message: { ...outgoingMessageOf(snapshot), status: 0, date: 5_000 } });
    // The stored URL replaces the local loading marker; without one the local media stays.
    if (ack.media !== undefined) expect(outgoingMessageOf(snapshot)?.media).toBe(ack.media);
    expect(stepEvent(replay).type).toBe('xstate.done.actor.sendMessage');
  },
  failed: (snapshot, replay) => {
    checkSettledOnce(snapshot, replay);
    const output = snapshot.output as OutgoingMessageOutput;
    expect(output.outcome).toBe('failed');
    if (output.outcome !== 'failed') return;
    expect(output.message.status).toBe(2);
    // Refused or unanswered: no server copy this client knows of — retried with its smsId, deleted locally.
    expect(output.message.unsent).toBe(true);
    const e = stepEvent(replay);
    if (e.type === 'xstate.error.actor.sendMessage') {
      // No acknowledgement: nothing to route; the person is told it could not be sent.
      expect(output).toMatchObject({ retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg: '' });
      expect(replay.effects.map((effect) => effect.type)).toContain('alertUnsendable');
      return;
    }
    if (e.type === 'captcha.dismissed') {
      // The captcha modal was closed: the send stays failed, nothing more is shown.
      expect(output).toMatchObject({ retcode: RETCODE.CAPTCHA_REQUIRED });
      expect(replay.effects.map((effect) => effect.type)).not.toContain('routeRefusal');
      return;
    }
    const ack = e.output as { status: number; retmsg: string };
    // spec 1 §4, §5, §8: the server's retmsg, routed once through the retcode table.
    expect(output).toMatchObject({ retcode: ack.status, retmsg: ack.retmsg });
    expect(replay.effects.filter((effect) => effect.type === 'routeRefusal')).toEqual([
      { type: 'routeRefusal', params: { retcode: ack.status, retmsg: ack.retmsg } },
    ]);
  },
  awaitingCaptcha: (snapshot, replay) => {
    // spec 1 §8 100010: the captcha modal is asked for (this send waits on it), no alert; the
    // message still shows as sending and is sent again with the same smsId once solved.
    expect(outgoingMessageOf(snapshot)?.status).toBe(1);
    expect(snapshot.status).toBe('active');
    if (stepEvent(replay).type === 'xstate.done.actor.sendMessage') {
      expect(replay.effects.filter((effect) => effect.type === 'routeRefusal')).toEqual([
        { type: 'routeRefusal', params: { retcode: RETCODE.CAPTCHA_REQUIRED, retmsg: 'captcha' } },
      ]);
    }
    expect(replay.running('sendMessage')).toBeUndefined();
  },
  blocked: (snapshot, replay) => {
    checkSettledOnce(snapshot, replay);
    // spec 1 §4: sending is blocked while down — the red 'connection down' snackbar (an
    // attachment: a text is queued by the outbox instead, issue 24 item 3).
    expect(replay.effects.map((effect) => effect.type)).toContain('noticeConnectionDown');
    expect(snapshot.output).toEqual({ outcome: 'blocked' });
    expect(outgoingMessageOf(snapshot)).toBeNull();
    expect(replay.effects.filter((e) => e.type === 'announceLocal')).toHaveLength(0);
    checkNoSend(replay);
  },
  refused: (snapshot, replay) => {
    checkSettledOnce(snapshot, replay);
    const e = stepEvent(replay);
    const tooLarge = e.type.startsWith('xstate.after.tooLargeNotice');
    if (tooLarge) expect(replay.elapsed).toBe(TOO_LARGE_NOTICE_MS);
    expect(snapshot.output).toEqual({
      outcome: 'refused',
      messageKey: tooLarge ? 'chats.attachment.tooLarge' : 'chats.attachment.uploadFailed',
    });
    expect(showsTooLargeNotice(snapshot)).toBe(false);
    expect(outgoingMessageOf(snapshot)).toBeNull();
    // spec 1 §8: 'Upload failed' is alerted; the too-large notice was the red one in the composer.
    expect(replay.effects.some((effect) => effect.type === 'alertUploadFailed')).toBe(!tooLarge);
    checkNoSend(replay);
  },
} satisfies Checks<typeof outgoingMessageMachine>;

testModel({
  name: 'outgoingMessage',
  machine: outgoingMessageMachine,
  inputs: [TEXT, OFFLINE, PHOTO_INPUT],
  events,
  checks,
  actions: { logUnexpected: () => {} },
  serialize: (snapshot) => ({
    connected: snapshot.context.connected,
    status: snapshot.context.message?.status ?? null,
    queued: snapshot.context.message?.queued ?? false,
    result: snapshot.context.result,
  }),
});
