import { describe, expect, it } from 'vitest';
import { desktopSiteChoice } from '../../../src/services/storage/desktopSiteChoice.ts';

describe('desktopSiteChoice (issue 22 item 8: staying on the desktop site is remembered)', () => {
  it('is false until the visitor chooses to stay, then kept per platform', () => {
    const pingme = desktopSiteChoice('pingme', window.localStorage);
    expect(pingme.read()).toBe(false);
    pingme.remember();
    expect(pingme.read()).toBe(true);
    expect(desktopSiteChoice('pingme', window.localStorage).read()).toBe(true);
    expect(desktopSiteChoice('wephone', window.localStorage).read()).toBe(false);
    window.localStorage.clear();
  });
});
