import { describe, expect, it } from 'vitest';
import { type DeviceKind, deviceKind } from '../../../src/services/device/index.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadOld: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 13; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('deviceKind', () => {
  it.each([
    [UA.chromeWindows, 0, 'desktop'],
    [UA.chromeWindows, 10, 'desktop'],
    [UA.safariMac, 0, 'desktop'],
    [UA.chromeLinux, 0, 'desktop'],
    [UA.iPhone, 5, 'mobile'],
    [UA.androidPhone, 5, 'mobile'],
    [UA.iPadOld, 5, 'tablet'],
    // iPadOS 13+ presents itself as a Mac; only the touch points give it away.
    [UA.safariMac, 5, 'tablet'],
    [UA.androidTablet, 10, 'tablet'],
    [UA.firefoxAndroidTablet, 10, 'tablet'],
  ] satisfies [string, number, DeviceKind][])('%s with %i touch points → %s', (userAgent, touchPoints, kind) => {
    expect(deviceKind(userAgent, touchPoints)).toBe(kind);
  });
});
