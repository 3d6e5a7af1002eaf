/** The tab bar's icon buttons: named from the start, their tooltip's code fetched on first hover or focus. */
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelTooltip } from '../../../src/ui/common/LabelTooltip.tsx';

afterEach(cleanup);

function renderButtons() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <LabelTooltip content="Chats">
        <Button appearance="subtle" />
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

  it('shows the tooltip on the first focus and keeps the focus on the button', async () => {
    renderButtons();
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Chats');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chats' })));
    // Leaving it hides the tooltip; the next button loads its own.
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' })));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Log out'));
  });
});
