import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginMethod } from '../../../../src/machines/login/session/types.ts';
import { MethodTabs } from '../../../../src/ui/login/MethodTabs.tsx';

afterEach(cleanup);

/** The tab list as the login view holds it: the selection is the caller's. */
function Harness() {
  const [selected, setSelected] = useState<LoginMethod>('phone');
  return (
    <FluentProvider theme={webLightTheme}>
      <MethodTabs
        label="Log in with"
        labels={{ phone: 'Phone', email: 'E-mail' }}
        selected={selected}
        onSelect={setSelected}
      />
    </FluentProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

// The hand-written replacement of Fluent's TabList (docs/delivery.md) must keep the WAI-ARIA
// tabs pattern: one tab stop, arrows/Home/End select and move focus, a click selects.
describe('MethodTabs (the login method choice, spec 1 §3)', () => {
  it('is one named tab list with a single tab stop on the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeTruthy();
    expect(tab('Phone').getAttribute('aria-selected')).toBe('true');
    expect(tab('Phone').tabIndex).toBe(0);
    expect(tab('E-mail').getAttribute('aria-selected')).toBe('false');
    expect(tab('E-mail').tabIndex).toBe(-1);
  });

  it('moves the selection and the focus with the arrow keys, Home and End, wrapping around', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Phone'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('E-mail').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('E-mail'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Phone'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('E-mail'));
    await userEvent.keyboard('{Home}');
    expect(tab('Phone').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('E-mail').getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', async () => {
    render(<Harness />);
    await userEvent.click(tab('E-mail'));
    expect(tab('E-mail').getAttribute('aria-selected')).toBe('true');
    expect(tab('E-mail').tabIndex).toBe(0);
  });
});
