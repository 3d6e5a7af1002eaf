/**
 * What an area of the shell (a row of the root's registry, `../app/areas.ts`) is made of when it
 * is loaded: its chart provided with the services it uses. Each area folder has one
 * `<area>.area.ts` exporting such a function; the registry row's `load()` imports it, so the
 * area's charts, views' pictures and services become a chunk of their own, fetched once someone
 * is logged in (issue 8 item 21) — not with the login screen.
 *
 * Types only, so every area folder can import it without importing the root's folder.
 */
import type { AnyStateMachine } from 'xstate';
import type { Api } from '../../services/api/createApi.ts';
import type { PrivateImages } from '../../services/api/privateImages.ts';
import type { SocketLink } from '../../services/socket/socketActor.ts';
import type { ChatHistory } from '../../services/storage/chatHistory.ts';
import type { SessionStore } from '../../services/storage/sessionStore.ts';

/** Where a number is copied to (spec 3 §2 copy button). */
export interface Clipboard {
  writeText(text: string): Promise<void>;
}

/** The services an area may use (the composition root builds them once, `src/main.tsx`). */
export interface AreaServices {
  api: Api;
  /** The chat socket's acknowledged sends (its connection is the root's `connection` child). */
  socket: Pick<SocketLink, 'emitSendMessage'>;
  /** The chats' encrypted local history. */
  history: ChatHistory;
  /**
   * The numbers area's first-visit tip flag (spec 3 §2), and the token the embedded plans page is
   * handed (spec 3 §3); the captcha failure counter (spec 2 §4) of the redeem's slider captcha.
   */
  store: Pick<
    SessionStore,
    'isTipDismissed' | 'dismissTip' | 'getToken' | 'recordCaptchaFailure' | 'clearCaptchaFailures'
  >;
  /** The browser's clipboard; absent where it offers none. */
  clipboard?: Clipboard;
  /** Images only their owner may fetch (the identity proof, spec 2 §4), with the token header. */
  privateImages: PrivateImages;
}

/** An area's chart, provided with its services. */
export type AreaFactory = (services: AreaServices) => AnyStateMachine;
