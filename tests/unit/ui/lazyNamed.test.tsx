/**
 * A lazily loaded view whose code cannot be fetched (offline, or a stale deployment's chunk) shows
 * a message in its place with Try again, in English and Chinese, and Try again fetches it anew.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../src/services/i18n/index.ts';
import type { Locale } from '../../../src/services/i18n/locale.ts';
import { lazyNamed } from '../../../src/ui/common/lazyNamed.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Contacts({ count }: { count: number }) {
  return <p>{count} contacts</p>;
}

/** A view whose first fetch fails, the way a chunk that cannot be fetched rejects its `import()`. */
function failingOnce() {
  const load = vi
    .fn<() => Promise<{ Contacts: typeof Contacts }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/Contacts-x.js'))
    .mockResolvedValue({ Contacts });
  return { load, View: lazyNamed(load, 'Contacts') };
}

/** The boundary above the app's, standing in for React's root: what reaches it would take the page down. */
class PageDown extends Component<{ children: ReactNode }, { down: boolean }> {
  override state = { down: false };
  static getDerivedStateFromError() {
    return { down: true };
  }
  override render() {
    return this.state.down ? <p>Page down</p> : this.props.children;
  }
}

function show(ui: ReactNode, locale: Locale = 'en') {
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <FluentProvider theme={webLightTheme}>
        <PageDown>
          <p>The rest of the app</p>
          <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
        </PageDown>
      </FluentProvider>
    </IntlProvider>,
  );
}

describe('lazyNamed: a view whose code cannot be fetched', () => {
  it('shows a message in its place, logs it, and Try again loads the view', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, View } = failingOnce();
    show(<View count={2} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the app could not be loaded.');
    expect(screen.getByText('The rest of the app')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The code of Contacts could not be loaded', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 contacts')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers Reload while online (a stale deployment), and words it in Chinese', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { View } = failingOnce();
    show(<View count={1} />, 'zh-CN');
    expect((await screen.findByRole('alert')).textContent).toContain('应用的这一部分未能加载。');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it("leaves a view's own error to the boundaries above", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('a bug');
    }
    const View = lazyNamed(async () => ({ Broken }), 'Broken');
    show(<View />);
    expect(await screen.findByText('Page down')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
