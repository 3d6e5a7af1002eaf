/**
 * Which front page the brand and the address select (spec 1 §2 front-page modes, Root view, Tabs):
 * the pure rule the root's context starts from (`src/machines/shell/app/frontPage.ts`).
 */
import { describe, expect, it } from 'vitest';
import { frontPageChoice } from '../../src/machines/shell/app/frontPage.ts';
import { PLATFORMS } from '../../src/services/api/contract/platform.ts';

const PLAIN = { frontPage: false, appList: false };
const FRONT_PAGE = { frontPage: true, appList: false };
const APP_LIST = { frontPage: false, appList: true };

describe('frontPageChoice', () => {
  it.each(
    PLATFORMS,
  )('%s: /applist is the app list, /frontpage the verification panel, where the brand has one', (platform) => {
    // spec 1 §2 Tabs: wetalk and cloudnumber show no verification panel, so no front page.
    const hasOne = platform !== 'wetalk' && platform !== 'cloudnumber';
    expect(frontPageChoice(platform, APP_LIST)).toEqual(
      hasOne ? { pathMode: true, mode: 'appList' } : { pathMode: false, mode: null },
    );
    expect(frontPageChoice(platform, FRONT_PAGE)).toEqual(
      hasOne ? { pathMode: true, mode: 'verification' } : { pathMode: false, mode: null },
    );
    // spec 1 §2 Root view: elsewhere only jiema shows its own front page (not a front-page mode).
    expect(frontPageChoice(platform, PLAIN)).toEqual({
      pathMode: false,
      mode: platform === 'jiema' ? 'verification' : null,
    });
  });
});
