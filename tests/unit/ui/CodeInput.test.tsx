import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../src/services/i18n/index.ts';
import { CodeInput } from '../../../src/ui/common/CodeInput.tsx';

afterEach(cleanup);

function renderInShell(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </IntlProvider>,
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('CodeInput (spec 1 §2 code-entry control, §5)', () => {
  it('advances box by box and emits the full code when the last box is filled', async () => {
    const onComplete = vi.fn();
    renderInShell(<CodeInput length={4} onComplete={onComplete} />);
    expect(boxes()).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('123');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 4 of 4' }));
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('takes 6 boxes for an e-mail code and ignores anything but digits', async () => {
    const onComplete = vi.fn();
    renderInShell(<CodeInput length={6} onComplete={onComplete} />);
    expect(boxes()).toHaveLength(6);
    await userEvent.keyboard('12a3b456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('backspace on an empty box clears the previous one and moves back', async () => {
    const onComplete = vi.fn();
    renderInShell(<CodeInput length={4} onComplete={onComplete} />);
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 2 of 4' }));
    await userEvent.keyboard('987');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1987');
  });

  it('a paste fills every box', async () => {
    const onComplete = vi.fn();
    renderInShell(<CodeInput length={4} onComplete={onComplete} />);
    await userEvent.paste('5 6-7 8');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('5678');
  });

  it('a wrong code clears and marks the boxes; typing again unmarks them', async () => {
    /** The chart's loop in small: a completed code is answered 'wrong'; an edit clears the mark. */
    function WrongEveryTime() {
      const [wrong, setWrong] = useState(false);
      return <CodeInput length={4} wrong={wrong} onComplete={() => setWrong(true)} onEdit={() => setWrong(false)} />;
    }
    renderInShell(<WrongEveryTime />);
    await userEvent.keyboard('1234');
    for (const box of boxes()) {
      expect((box as HTMLInputElement).value).toBe('');
      expect(box.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('5');
    expect(boxes().map((box) => box.getAttribute('aria-invalid'))).toEqual(['false', 'false', 'false', 'false']);
    expect((boxes()[0] as HTMLInputElement).value).toBe('5');
  });
});
