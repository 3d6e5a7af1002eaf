import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../../../src/services/brand/index.ts';
import { NoNumberCard } from '../../../../src/ui/chats/NoNumberCard.tsx';
import { renderInShell } from './chatsTabHarness.tsx';

afterEach(cleanup);

describe('NoNumberCard (spec 1 §2 chat dialogs, §5 Sending)', () => {
  it("tells the user to contact the brand's support address", async () => {
    const { supportEmail } = brand('wetalk');
    await renderInShell(<NoNumberCard supportEmail={supportEmail} />);
    const card = screen.getByRole('region', { name: 'No number available' });
    expect(card.textContent).toContain(
      `You have no number to send messages from. Please contact ${supportEmail} for help.`,
    );
    expect(screen.getByRole('link', { name: supportEmail }).getAttribute('href')).toBe(`mailto:${supportEmail}`);
  });
});
