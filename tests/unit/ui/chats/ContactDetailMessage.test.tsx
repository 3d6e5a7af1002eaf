import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromTransition } from 'xstate';
import { contactById } from '../../../../src/services/contacts/book.ts';
import { type AppActor, AppActorContext } from '../../../../src/ui/appContext.ts';
import { ContactDetail } from '../../../../src/ui/contacts/ContactDetail.tsx';
import { renderInShell, savedContact, startContacts } from './chatsTabHarness.tsx';

const started: { stop(): void }[] = [];
afterEach(() => {
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

/** The root as far as the detail uses it: the platform, and the events it is sent. */
function recordingApp(platform: string) {
  const app = createActor(
    fromTransition(
      (state: { platform: string; events: EventObject[] }, event: EventObject) => ({
        ...state,
        events: [...state.events, event],
      }),
      { platform, events: [] },
    ),
  ).start();
  started.push(app);
  return app;
}

async function renderDetail(platform: string) {
  const contacts = await startContacts([
    {
      ...savedContact('c1', 'Bob Stone', '+447700900123', '44'),
      phoneList: [
        { phone: '+447700900123', telCode: '44', tag: 'Mobile' },
        { phone: '+14155550101', telCode: '1', tag: 'Work' },
      ],
    },
  ]);
  started.push(contacts);
  const contact = contactById(contacts.getSnapshot().context.book, 'c1');
  if (!contact) throw new Error('contact not loaded');
  const app = recordingApp(platform);
  await renderInShell(
    <AppActorContext value={app as unknown as AppActor}>
      <ContactDetail contact={contact} contacts={contacts} />
    </AppActorContext>,
  );
  return app;
}

describe("ContactDetail's 'Message' (spec 3 §2: start a chat from a contact)", () => {
  it('starts a chat with the chosen number through the root', async () => {
    const app = await renderDetail('pingme');
    await userEvent.click(screen.getByRole('button', { name: 'Message +1 415 555 0101' }));
    expect(app.getSnapshot().context.events).toEqual([{ type: 'chat.compose', telCode: '1', phone: '4155550101' }]);
  });

  it('is not offered on a brand without chats (jiema)', async () => {
    await renderDetail('jiema');
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });
});
