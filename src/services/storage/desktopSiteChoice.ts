/**
 * A phone or tablet visitor's choice to stay on the desktop site rather than the brand's mobile
 * site (spec 1 §1: pingme redirects them; issue 22 item 8: with a way to stay, remembered). Per
 * platform, like every stored key; not a session fact, so logout and kicks leave it.
 */
import type { Platform } from '../api/contract/platform.ts';
import { writeOrClear } from './quota.ts';

export interface DesktopSiteChoice {
  /** True once the visitor chose to stay on the desktop site. */
  read(): boolean;
  remember(): void;
}

const STAY = 'stay';

export function desktopSiteChoice(platform: Platform, storage: Storage = window.localStorage): DesktopSiteChoice {
  const key = `${platform}.desktopSite`;
  return {
    read: () => storage.getItem(key) === STAY,
    remember: () => void writeOrClear(storage, key, STAY),
  };
}
