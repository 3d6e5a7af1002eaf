/** What the front page's view reads from its chart (spec 1 §2, spec 3 §6). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { getNumberSiteUrl } from '../../../services/brand/brand.ts';
import type { FrontPageMachine } from './frontPage.machine.ts';
import type { CodeApp, CodeCountry, CodeCountryCode, FrontPageMode } from './types.ts';

export type FrontPageActor = ActorRefFrom<FrontPageMachine>;
type FrontPageSnapshot = SnapshotFrom<FrontPageMachine>;

export interface FrontPageOptionView {
  fullNumber: string;
  /** '+1 2025550147' */
  label: string;
  tip: string;
  /** The brand's external site for this service and number (spec 3 §6); null = cannot be got now. */
  getNumberHref: string | null;
}

export interface FrontPageView {
  mode: FrontPageMode;
  /** The catalogue: loading, failed (Retry), the app list, or the verification panel. */
  stage: 'loading' | 'failed' | 'apps' | 'options';
  search: string;
  /** The services matching the search (name or key, case-insensitive). */
  apps: readonly CodeApp[];
  countries: readonly CodeCountry[];
  app: string | null;
  appName: string;
  country: CodeCountryCode | null;
  numbers: 'loading' | 'failed' | 'shown';
  options: readonly FrontPageOptionView[];
}

export function selectFrontPage(snapshot: FrontPageSnapshot): FrontPageView {
  const { context } = snapshot;
  const search = context.search.trim().toLowerCase();
  const stage = snapshot.matches('loadingCatalogue')
    ? 'loading'
    : snapshot.matches('catalogueFailed')
      ? 'failed'
      : snapshot.matches('apps')
        ? 'apps'
        : 'options';
  const numbers = snapshot.matches({ options: 'shown' })
    ? 'shown'
    : snapshot.matches({ options: 'failed' })
      ? 'failed'
      : 'loading';
  const app = context.app;
  return {
    mode: context.mode,
    stage,
    search: context.search,
    apps: context.apps.filter(
      (entry) => search === '' || entry.name.toLowerCase().includes(search) || entry.app.includes(search),
    ),
    countries: context.countries,
    app,
    appName: context.apps.find((entry) => entry.app === app)?.name ?? '',
    country: context.country,
    numbers,
    options: context.options.map((option) => ({
      fullNumber: option.fullNumber,
      label: `+${option.telCode} ${option.phone}`,
      tip: option.tip,
      getNumberHref:
        option.canGetNumber && app !== null ? getNumberSiteUrl(context.platform, app, option.fullNumber) : null,
    })),
  };
}
