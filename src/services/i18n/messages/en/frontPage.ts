/** The logged-out front page (spec 1 §2 front-page modes, spec 3 §6); its other texts are JieMa's. */
export const frontPage = {
  'frontPage.title': 'Receive verification codes online',
  /** The login view's way back to the front page. */
  'frontPage.login': 'Log in',
  'frontPage.allServices': 'All services',
  'frontPage.numbers': '{app}: numbers available now',
  'frontPage.getNumberFor': 'Get number {number}',
};
