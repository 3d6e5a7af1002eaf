/**
 * Which front page the address and the brand select (spec 1 §2 front-page modes and Root view):
 * `/applist` the app-list front page, `/frontpage` the verification panel, and jiema's own
 * logged-out page (brand table `ownFrontPage`) the verification panel too. A brand without the
 * verification tab has no front page (spec 1 §2 Tabs; brand feature `frontPage`): there the path
 * is ignored and the login view shows. Pure, so the root's context and its tests agree.
 */
import type { Platform } from '../../../services/api/contract/platform.ts';
import { has } from '../../../services/brand/brand.ts';
import type { FrontPageMode } from '../../frontPage/frontPage/types.ts';
import type { AppInput } from './types.ts';

export interface FrontPageChoice {
  /** The address selected a front-page mode: tabs hidden, kick codes ignored (spec 1 §2, §8). */
  pathMode: boolean;
  /** The front page shown while nobody is logged in; null = the login view. */
  mode: FrontPageMode | null;
}

export function frontPageChoice(platform: Platform, address: Pick<AppInput, 'frontPage' | 'appList'>): FrontPageChoice {
  if (!has(platform, 'frontPage')) return { pathMode: false, mode: null };
  if (address.appList) return { pathMode: true, mode: 'appList' };
  if (address.frontPage) return { pathMode: true, mode: 'verification' };
  return { pathMode: false, mode: has(platform, 'ownFrontPage') ? 'verification' : null };
}
