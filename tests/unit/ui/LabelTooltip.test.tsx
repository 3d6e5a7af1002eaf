/** The tab bar's icon buttons: named from the start, their tooltip's code fetched on first hover or focus. */
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelTooltip } from '../../../src/ui/common/LabelTooltip.tsx';

afterEach(cleanup);

function renderButtons(onClick = () => {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <LabelTooltip content="Chats">
        <Button appearance="subtle" onClick={onClick} />
      </LabelTooltip>
      <LabelTooltip content="Log out">
        <Button appearance="subtle" />
      </LabelTooltip>
    </FluentProvider>,
  );
}

describe('LabelTooltip (issue 8 item 21)', () => {
  it('names the button before its tooltip is loaded', () => {
    renderButtons();
    expect(screen.getByRole('button', { name: 'Chats' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("takes a click on the first hover, and is Fluent's tooltip once the pointer has left", async () => {
    const onClick = vi.fn();
    renderButtons(onClick);
    const button = screen.getByRole('button', { name: 'Chats' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.unhover(button);
    // The browser's tooltip until then; Fluent's from now on (the button is drawn anew, still named).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chats' }).getAttribute('title')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Chats' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus where the keyboard put it', async () => {
    renderButtons();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chats' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
    // Back to the first: its tooltip is Fluent's now.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Chats'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chats' }));
  });
});
