import { useEffect } from 'react';

/** What a modal dialog of Fluent UI carries while it is open. */
const OPEN_MODAL = '[aria-modal="true"]';

/**
 * While a modal dialog is open, Fluent's focus trap (tabster's modalizer) hides everything else
 * from screen readers with `aria-hidden="true"`. When the dialog leaves as the view under it is
 * replaced (logging out of a restored session swaps the main view for the login view while the
 * logout confirmation is still animating out; a paid recharge with the plans page's return URL
 * swaps the account tab and its payment dialog for the numbers tab), tabster gives back the other
 * portals but leaves the app root hidden — the next view was then empty for a screen reader and
 * for role queries (issue 8).
 *
 * The root view uses it, so whatever view is shown, the app root hidden with no modal dialog open
 * is given back.
 */
export function useReleaseStaleModalHiding(appRoot: () => HTMLElement | null = () => document.getElementById('root')) {
  useEffect(() => {
    const release = () => {
      const root = appRoot();
      if (root?.getAttribute('aria-hidden') === 'true' && !document.querySelector(OPEN_MODAL)) {
        root.removeAttribute('aria-hidden');
      }
    };
    release();
    // A dialog's node leaving its portal, or the root being hidden again.
    const observer = new MutationObserver(release);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [appRoot]);
}
