import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationSound,
  notificationPermission,
  requestNotificationPermission,
  showBrowserNotification,
  watchNotificationPermission,
} from '../../../src/services/notify/index.ts';

afterEach(() => vi.unstubAllGlobals());

/** A Notification constructor with a scripted permission, recording what was shown. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const instances: FakeNotification[] = [];
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options });
      instances.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission, instances };
}

describe('showBrowserNotification', () => {
  it('shows the notification when permission is granted', () => {
    const { shown, requestPermission } = stubNotification('granted');
    expect(showBrowserNotification({ title: '+1 202', body: 'hello', icon: '/icon.png' })).toBe('shown');
    expect(shown).toEqual([{ title: '+1 202', options: { body: 'hello', icon: '/icon.png' } }]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("never asks for permission itself (issue 22 item 6: only a person's click asks)", () => {
    const { shown, requestPermission } = stubNotification('default', 'granted');
    expect(showBrowserNotification({ title: 't', body: 'b' })).toBe('denied');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
    const denied = stubNotification('denied');
    expect(showBrowserNotification({ title: 't', body: 'b' })).toBe('denied');
    expect(denied.shown).toEqual([]);
  });

  it("tags a conversation's notification so the next one replaces it, and a click opens it", () => {
    const { shown, instances } = stubNotification('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const onClick = vi.fn();
    showBrowserNotification({ title: 'Ada', body: 'hi', tag: '1312-1202', onClick });
    expect(shown).toEqual([{ title: 'Ada', options: { body: 'hi', tag: '1312-1202', renotify: true } }]);
    instances[0]?.onclick?.();
    expect(focus).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
    expect(instances[0]?.close).toHaveBeenCalledOnce();
  });

  it('does nothing without the Notification API', () => {
    vi.stubGlobal('Notification', undefined);
    expect(showBrowserNotification({ title: 't', body: 'b' })).toBe('unsupported');
  });
});

describe('notification permission', () => {
  it('reads the permission, and asks only when told to', async () => {
    const { requestPermission } = stubNotification('default', 'granted');
    expect(notificationPermission()).toBe('default');
    expect(await requestNotificationPermission()).toBe('granted');
    expect(requestPermission).toHaveBeenCalledOnce();
    vi.stubGlobal('Notification', undefined);
    expect(notificationPermission()).toBe('unsupported');
    expect(await requestNotificationPermission()).toBe('unsupported');
  });

  it('watches the permission: the reading now, then every change', async () => {
    stubNotification('default');
    let status: { listener?: () => void } = {};
    const query = vi.fn(async () => ({
      addEventListener: (_: string, listener: () => void) => {
        status.listener = listener;
      },
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('navigator', { permissions: { query } });
    const seen: string[] = [];
    const stop = watchNotificationPermission((permission) => seen.push(permission));
    expect(seen).toEqual(['default']);
    await vi.waitFor(() => expect(status.listener).toBeDefined());
    (Notification as unknown as { permission: string }).permission = 'granted';
    status.listener?.();
    expect(seen).toEqual(['default', 'granted']);
    stop();
    status = {};
  });
});

/** Just enough of an AudioContext to record the scheduled tone. */
function fakeAudioContext(state: AudioContextState) {
  const calls: string[] = [];
  const param = () => ({
    setValueAtTime: (value: number, time: number) => calls.push(`set ${value}@${time}`),
    exponentialRampToValueAtTime: (value: number, time: number) => calls.push(`ramp ${value}@${time}`),
  });
  const connect = (name: string) => (target: unknown) => {
    calls.push(name);
    return target;
  };
  const gain = { gain: param(), connect: connect('gain→destination') };
  const context = {
    state,
    currentTime: 10,
    destination: {},
    resume: vi.fn(async () => undefined),
    createGain: () => gain,
    createOscillator: () => ({
      type: '',
      frequency: param(),
      connect: connect('osc→gain'),
      start: (time: number) => calls.push(`start@${time}`),
      stop: (time: number) => calls.push(`stop@${time}`),
    }),
  };
  return { context: context as unknown as AudioContext, calls, resume: context.resume };
}

describe('notification sound', () => {
  it('plays a short generated tone on a running context, reusing it', () => {
    const { context, calls } = fakeAudioContext('running');
    const create = vi.fn(() => context);
    const play = createNotificationSound(create);
    expect(play()).toBe('played');
    expect(play()).toBe('played');
    expect(create).toHaveBeenCalledOnce();
    expect(calls).toContain('osc→gain');
    expect(calls).toContain('gain→destination');
    expect(calls).toContain('start@10');
    const stop = calls.find((call) => call.startsWith('stop@'));
    expect(Number(stop?.slice(5))).toBeGreaterThan(10);
    expect(Number(stop?.slice(5))).toBeLessThanOrEqual(10.5);
  });

  it('asks a suspended context to resume and plays nothing now', () => {
    const { context, calls, resume } = fakeAudioContext('suspended');
    const play = createNotificationSound(() => context);
    expect(play()).toBe('blocked');
    expect(resume).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it('is a no-op without WebAudio', () => {
    expect(createNotificationSound(() => null)()).toBe('unsupported');
  });
});
