import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationSound, showBrowserNotification } from '../../../src/services/notify/index.ts';

afterEach(() => vi.unstubAllGlobals());

/** A Notification constructor with a scripted permission, recording what was shown. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
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
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

describe('showBrowserNotification', () => {
  it('shows the notification when permission is granted', async () => {
    const { shown, requestPermission } = stubNotification('granted');
    expect(await showBrowserNotification({ title: '+1 202', body: 'hello', icon: '/icon.png' })).toBe('shown');
    expect(shown).toEqual([{ title: '+1 202', options: { body: 'hello', icon: '/icon.png' } }]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks once when permission was never given, then shows', async () => {
    const { shown, requestPermission } = stubNotification('default', 'granted');
    expect(await showBrowserNotification({ title: 't', body: 'b' })).toBe('shown');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(shown).toEqual([{ title: 't', options: { body: 'b' } }]);
  });

  it('does nothing when the user refuses or has refused', async () => {
    const refusing = stubNotification('default', 'denied');
    expect(await showBrowserNotification({ title: 't', body: 'b' })).toBe('denied');
    expect(refusing.shown).toEqual([]);
    const denied = stubNotification('denied');
    expect(await showBrowserNotification({ title: 't', body: 'b' })).toBe('denied');
    expect(denied.requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(await showBrowserNotification({ title: 't', body: 'b' })).toBe('unsupported');
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
