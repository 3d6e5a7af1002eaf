/**
 * Offline, or the server out of reach (docs/pwa.md 'Offline or the server out of reach'): the chats'
 * connection notice and the address book's notices name the cause the charts tell — 'offline' only
 * while the browser says it has no network, 'the server cannot be reached' while it has one — in
 * both languages. Real connection, window and contacts charts; their effects are fakes.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromCallback, fromPromise, setup, waitFor } from 'xstate';
import type { ContactsMachine } from '../../../src/machines/contacts/contacts/contacts.machine.ts';
import type { KeptBook, LoadPageRequest, LoadPageResult } from '../../../src/machines/contacts/contacts/types.ts';
import { connectionMachine } from '../../../src/machines/shell/connection/connection.machine.ts';
import type { SocketCommand } from '../../../src/machines/shell/connection/types.ts';
import type { WindowEvent } from '../../../src/machines/shell/window/types.ts';
import { windowMachine } from '../../../src/machines/shell/window/window.machine.ts';
import type { Locale } from '../../../src/services/i18n/index.ts';
import { type AppActor, AppActorContext } from '../../../src/ui/appContext.ts';
import { ConnectionNotice } from '../../../src/ui/chats/ConnectionNotice.tsx';
import { ContactsPanel } from '../../../src/ui/contacts/ContactsPanel.tsx';
import { networkFailure } from '../../support/apiResults.ts';
import { contactsLogic, renderInShell } from './chats/chatsTabHarness.tsx';

const started: { stop(): void }[] = [];
beforeEach(() => {
  // Fluent's MessageBar watches its width; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
  vi.unstubAllGlobals();
});

/** What each language says, by cause (the catalogue's texts, as the person reads them). */
const TEXTS = {
  en: {
    socketOffline: 'You are offline. The app reconnects when your network is back.',
    socketUnreachable: 'The server cannot be reached right now. Retrying…',
    keptOffline:
      'You are offline: these are your contacts as last loaded on this device. Changes can be made once you are back online.',
    keptUnreachable:
      'The server cannot be reached right now: these are your contacts as last loaded on this device. Changes can be made once it is back.',
    noneOffline: 'Your contacts are not available offline: they have not been loaded on this device yet.',
    noneUnreachable: 'The server cannot be reached right now, so your contacts could not be loaded.',
    add: 'Add contact',
    needsConnection:
      'Adding, editing, importing or deleting contacts needs the connection. Please try again when you are back online.',
    needsServer:
      'Adding, editing, importing or deleting contacts needs the server, which cannot be reached right now. Please try again shortly.',
  },
  'zh-CN': {
    socketOffline: '当前离线，网络恢复后将自动重新连接。',
    socketUnreachable: '暂时无法连接服务器，正在重试…',
    keptOffline: '当前离线：显示的是本设备上次加载的通讯录，恢复联网后才能修改。',
    keptUnreachable: '暂时无法连接服务器：显示的是本设备上次加载的通讯录，服务器恢复后才能修改。',
    noneOffline: '离线时无法查看通讯录：本设备尚未加载过通讯录。',
    noneUnreachable: '暂时无法连接服务器，通讯录未能加载。',
    add: '添加联系人',
    needsConnection: '添加、编辑、导入或删除联系人需要联网，请在网络恢复后重试。',
    needsServer: '添加、编辑、导入或删除联系人需要连接服务器，但服务器暂时无法连接，请稍后重试。',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const LOCALES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

/** Neither the socket nor the window listener is real: the test tells the charts what they would. */
const silentSocket = fromCallback<SocketCommand>(() => {});
const silentWindow = fromCallback<WindowEvent>(() => {});

/** A root standing in for the app: the connection and window charts, and the address book. */
function startRoot(kept: KeptBook) {
  const root = setup({
    actors: {
      connection: connectionMachine.provide({ actors: { socket: silentSocket } }),
      window: windowMachine.provide({ actors: { windowEvents: silentWindow } }),
      // The server cannot be reached: the listing fails for want of a network, the kept book is read.
      contacts: contactsLogic([]).provide({
        actors: {
          loadPage: fromPromise<LoadPageResult, LoadPageRequest>(async () => networkFailure),
          readKeptBook: fromPromise<KeptBook, void>(async () => kept),
        },
        actions: { logListingFailure: () => {} },
      }),
    },
  }).createMachine({
    context: { account: { accountInfo: { telCode: '1', phone: '2025550100', email: '', status: 0 } } },
    invoke: [
      { id: 'connection', src: 'connection', input: {} },
      { id: 'window', src: 'window' },
      { id: 'contacts', src: 'contacts' },
    ],
  });
  const app = createActor(root).start();
  started.push(app);
  const { connection, window, contacts } = app.getSnapshot().children;
  return {
    app: app as unknown as AppActor,
    connection: connection as NonNullable<typeof connection>,
    window: window as NonNullable<typeof window>,
    contacts: contacts as ActorRefFrom<ContactsMachine>,
  };
}

/** The browser reports its network gone; the root would tell the address book too (app.machine). */
function goOffline({ window, contacts }: ReturnType<typeof startRoot>) {
  act(() => {
    window.send({ type: 'window.offline' });
    contacts.send({ type: 'network.offline' });
  });
}

describe.each(LOCALES)('offline or the server out of reach (%s)', (locale) => {
  const text = TEXTS[locale];

  it('the connection notice says the server cannot be reached while the browser is online, offline once it is not', async () => {
    const root = startRoot(null);
    await renderInShell(
      <AppActorContext value={root.app}>
        <ConnectionNotice />
      </AppActorContext>,
      locale,
    );
    expect(screen.queryByRole('status')).toBeNull();

    // The socket drops and socket.io retries while the browser has a network: the server is away.
    act(() => root.connection.send({ type: 'socket.reconnecting', attempt: 1 }));
    expect((await screen.findByRole('status')).textContent).toBe(text.socketUnreachable);

    goOffline(root);
    expect(screen.getByRole('status').textContent).toBe(text.socketOffline);
    expect(screen.queryByText(text.socketUnreachable)).toBeNull();
  });

  it('the kept address book and its refusals say the server cannot be reached, and offline once the browser is', async () => {
    const root = startRoot([]);
    await waitFor(root.contacts, (s) => s.matches({ book: { unreached: 'kept' } }));
    await renderInShell(
      <AppActorContext value={root.app}>
        <ContactsPanel />
      </AppActorContext>,
      locale,
    );
    expect(screen.getByText(text.keptUnreachable)).toBeTruthy();
    expect(screen.queryByText(text.keptOffline)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    expect(await screen.findByText(text.needsServer)).toBeTruthy();
    act(() => root.contacts.send({ type: 'notice.close' }));

    goOffline(root);
    expect(screen.getByText(text.keptOffline)).toBeTruthy();
    expect(screen.queryByText(text.keptUnreachable)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    expect(await screen.findByText(text.needsConnection)).toBeTruthy();
  });

  it('with nothing kept, the failed load says the server cannot be reached, and not available offline once the browser is offline', async () => {
    const root = startRoot(null);
    await waitFor(root.contacts, (s) => s.matches({ book: { unreached: 'unavailable' } }));
    await renderInShell(
      <AppActorContext value={root.app}>
        <ContactsPanel />
      </AppActorContext>,
      locale,
    );
    expect(screen.getByRole('alert').textContent).toContain(text.noneUnreachable);

    goOffline(root);
    expect(screen.getByRole('alert').textContent).toContain(text.noneOffline);
  });
});
