/** The logged-out front page (spec 1 §2 front-page modes, spec 3 §6); its other texts are JieMa's. */
export const frontPage = {
  'frontPage.title': 'Receive verification codes online',
  /** The login view's way back to the front page. */
  'frontPage.login': 'Log in',
  'frontPage.allServices': 'All services',
  'frontPage.numbers': '{app}: numbers available now',
  'frontPage.getNumberFor': 'Get number {number}',
  /**
   * JieMa's texts the front page shows too (its code tool's first step and numbers): kept here so
   * the front page's part of the messages is not all of JieMa's (issue 24 item 5); the JieMa tab
   * loads this part as well (`src/ui/catalogueParts.ts`).
   */
  'jiema.step1': '1. Choose a service',
  'jiema.search': 'Search services',
  'jiema.noService': 'No service matches.',
  'jiema.country': 'Country',
  'jiema.noNumbers': 'No number is available in this country right now; try another country or later.',
  'jiema.getNumber': 'Get number',
  'jiema.loading': 'Loading…',
  'jiema.failed': 'Could not load.',
  'jiema.retry': 'Retry',
};
