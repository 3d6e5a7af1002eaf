/**
 * The embedded plans page (spec 3 §2 Embedded plans page, §3 Iframe messages): the hosted page in a
 * frame, with the header the app draws over it (title, back arrow hidden on the plans route, the
 * route's buttons) and the message protocol both ways. Messages count only from the configured
 * plans origin. Incoming: `afterEach` (route and title; the first one is answered with the
 * language and, decision, the session, so a frame on another origin can call the API), `language`
 * (answered), `toRecharge` (the account's recharge section), `managePhone` (number management),
 * `addMessage` (a new chat from that number). Outgoing: `language`, `back`, the header buttons.
 */
import { assign, setup } from 'xstate';
import { PLATFORM_TABLE } from '../../../services/brand/platforms.ts';
import { LANGUAGE_CODE_OF } from '../../../services/i18n/locale.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { buttonMessage, type FrameMessage, readFrameMessage } from './messages.ts';
import type {
  FramePort,
  PlansHeaderButton,
  PlansPageContext,
  PlansPageEvent,
  PlansPageInput,
  PlansPageNotification,
  PlansPageTargetResult,
  ToPlansFrameMessage,
} from './types.ts';

type Incoming = { origin: string; data: unknown };

const messageOf = (context: PlansPageContext, event: Incoming): FrameMessage | null =>
  readFrameMessage(event.origin, event.data, context.target?.origin);

function post(context: PlansPageContext, message: ToPlansFrameMessage): void {
  context.port?.post(message);
}

const is =
  (key: 'afterEach' | 'language' | 'toRecharge' | 'managePhone' | 'addMessage') =>
  ({ context }: { context: PlansPageContext }, event: Incoming) => {
    const message = messageOf(context, event);
    return message !== null && key in message;
  };

/** The frame's requests besides `afterEach`, answered the same on every route (spec 3 §3). */
const ASKS = [
  { guard: { type: 'isLanguage', params: eventOf }, actions: 'postLanguage' },
  { guard: { type: 'isToRecharge', params: eventOf }, actions: { type: 'openRecharge', params: eventOf } },
  { guard: { type: 'isManagePhone', params: eventOf }, actions: 'openManagement' },
  { guard: { type: 'isAddMessage', params: eventOf }, actions: { type: 'startChat', params: eventOf } },
] as const;

export const plansPageMachine = setup({
  types: {
    context: {} as PlansPageContext,
    events: {} as PlansPageEvent,
    input: {} as PlansPageInput,
  },
  actors: {
    /** GET /getPlansPage: the frame's address and allowed origin (configuration). */
    loadTarget: notProvided<PlansPageTargetResult>('loadTarget'),
  },
  actions: {
    storeTarget: assign((_, result: PlansPageTargetResult) => (result.ok ? { target: result.data } : {})),
    storePort: assign((_, event: { port: FramePort }) => ({ port: event.port })),
    storeRoute: assign(({ context }, event: Incoming) => {
      const message = messageOf(context, event);
      return message && 'afterEach' in message ? { route: message.afterEach.name, title: message.afterEach.title } : {};
    }),
    storeLanguage: assign((_, event: { languageCode: PlansPageContext['languageCode'] }) => ({
      languageCode: event.languageCode,
    })),
    postLanguage: ({ context }) => post(context, { language: context.languageCode }),
    /** Provided by the root: the session handed to the frame (decision; see the file comment). */
    postSession: () => {},
    postBack: ({ context }) => post(context, { back: true }),
    postButton: ({ context }, event: { button: PlansHeaderButton }) => post(context, buttonMessage(event.button)),
    /** spec 3 §3 toRecharge: the account's recharge section (spec 1 §4: the account tab, credit). */
    openRecharge: ({ context, system }, event: Incoming) => {
      const message = messageOf(context, event);
      const returnUrl = message && 'toRecharge' in message ? message.toRecharge.returnUrl : undefined;
      tell(
        system,
        SYSTEM_ID.app,
        returnUrl === undefined ? { type: 'recharge.open' } : { type: 'recharge.open', returnUrl },
      );
    },
    /** spec 3 §3 managePhone: number management. */
    openManagement: ({ context }) =>
      toParent<PlansPageNotification>(context.parent, { type: 'section.select', section: 'management' }),
    /** spec 3 §3 addMessage: a new chat from that number. */
    startChat: ({ context, system }, event: Incoming) => {
      const message = messageOf(context, event);
      if (message && 'addMessage' in message) {
        const { telCode, number } = message.addMessage;
        tell(system, SYSTEM_ID.app, { type: 'chat.draftFrom', ownFullNumber: `${telCode}${number}` });
      }
    },
  },
  guards: {
    answered: (_, result: PlansPageTargetResult) => result.ok,
    isAfterEach: is('afterEach'),
    isLanguage: is('language'),
    isToRecharge: is('toRecharge'),
    isManagePhone: is('managePhone'),
    isAddMessage: is('addMessage'),
  },
}).createMachine({
  id: 'plansPage',
  description: 'The hosted plans page in a frame, its header, and the messages between the frame and the app.',
  context: ({ input }) => ({
    parent: input.parent,
    platform: input.platform,
    // The view tells the app's language (`frame.language`) as soon as it shows the frame.
    languageCode: LANGUAGE_CODE_OF(PLATFORM_TABLE[input.platform].languages[0], input.platform),
    target: null,
    port: null,
    route: null,
    title: '',
  }),
  initial: 'loading',
  on: { 'frame.language': { actions: [{ type: 'storeLanguage', params: eventOf }, 'postLanguage'] } },
  states: {
    loading: {
      description: 'GET /getPlansPage: where the frame points.',
      invoke: {
        id: 'loadTarget',
        src: 'loadTarget',
        onDone: [
          {
            guard: { type: 'answered', params: outputOf },
            target: 'framing',
            actions: { type: 'storeTarget', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      description: 'The plans page is not configured or could not be asked for; the person may try again.',
      on: { 'plansPage.reload': 'loading' },
    },
    framing: {
      description: 'The frame shows the hosted page.',
      initial: 'opening',
      on: {
        'frame.attached': { actions: { type: 'storePort', params: eventOf } },
      },
      states: {
        opening: {
          description: 'The page is loading: no route is known yet, the header shows the plain title.',
          on: {
            'frame.message': [
              {
                guard: { type: 'isAfterEach', params: eventOf },
                target: 'shown',
                actions: [{ type: 'storeRoute', params: eventOf }, 'postLanguage', 'postSession'],
              },
              ...ASKS,
            ],
          },
        },
        shown: {
          description: 'A route is shown: the header follows it (title, back arrow, buttons).',
          on: {
            'frame.message': [
              { guard: { type: 'isAfterEach', params: eventOf }, actions: { type: 'storeRoute', params: eventOf } },
              ...ASKS,
            ],
            'header.back': { actions: 'postBack' },
            'header.button': { actions: { type: 'postButton', params: eventOf } },
          },
        },
      },
    },
  },
});

export type PlansPageMachine = typeof plansPageMachine;
