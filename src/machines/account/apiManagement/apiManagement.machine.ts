/**
 * The API management section (pingme; spec 2 §2 API Management page, §4 API management status,
 * §5 callback URL and new platform request, §7, §8; issue 13 item 1). Two regions:
 *
 * - `access` follows the API status: -1 the application form (Apply disabled while the URL is
 *   empty), 1 the pending notice, 2 the user id and key (copy, reset behind a yes/no confirmation),
 *   the callback editor (Update disabled when empty or unchanged) and the test (Test OK, or Test
 *   Failed with Later / Update Now; the button rests `testLock` = 3 s after a click), 3 rejected
 *   (edit and test disabled). Apply shows the submitted dialog, Update the updated one. While
 *   verified, the delivery console (`callbackDeliveries`) runs beside it.
 * - `platform` is the new platform request form: name, URL and example all required, example at
 *   most 160 characters.
 */
import { and, assign, setup, stateIn } from 'xstate';
import {
  API_STATUS,
  DEVELOPER_API_LIMITS,
  joinCallbackUrl,
  splitCallbackUrl,
} from '../../../services/api/contract/developerApi.ts';
import { SYSTEM_ID } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { callbackDeliveriesMachine } from '../callbackDeliveries/callbackDeliveries.machine.ts';
import type {
  ApiChangeRequest,
  ApiInfoResult,
  ApiManagementContext,
  ApiManagementEvent,
  CallbackProtocol,
  CallbackTestResult,
  NewPlatformRequest,
  PlatformField,
  PlatformRequestResult,
  VerificationCodeInfo,
} from './types.ts';

/** spec 2 §9: the copy confirmation shows for 1 s. */
export const API_COPIED_MS = 1000;

const NO_API: VerificationCodeInfo = { callBackUrl: '', userId: '', key: '', status: API_STATUS.none };
const NO_PLATFORM = { name: '', url: '', example: '' };

/** The editor's URL as it would be submitted. */
export const editorUrl = (context: ApiManagementContext) =>
  context.rest.trim() === '' ? '' : joinCallbackUrl(context.protocol, context.rest);

/** The info, and the editor showing its URL split (spec 2 §5). */
const withInfo = (info: VerificationCodeInfo) => {
  const split = splitCallbackUrl(info.callBackUrl);
  return { info, protocol: split.protocol, rest: info.callBackUrl === '' ? '' : split.rest };
};

export const apiManagementMachine = setup({
  types: {
    context: {} as ApiManagementContext,
    events: {} as ApiManagementEvent,
    tags: {} as 'busy',
  },
  delays: {
    /** spec 2 §4, §9: the test button is disabled for 3 s after a click. */
    testLock: DEVELOPER_API_LIMITS.testLockMs,
    copied: API_COPIED_MS,
  },
  actors: {
    /** GET /getVerificationCodeApi. */
    loadApi: notProvided<ApiInfoResult>('loadApi'),
    /** POST /createOrUpdateVerificationCodeApi (modes 1, 2, 3). */
    changeApi: notProvided<ApiInfoResult, ApiChangeRequest>('changeApi'),
    /** POST /testCallBackUrl: the server posts the sample JSON (spec 2 §7). */
    testCallback: notProvided<CallbackTestResult, { callBackUrl: string }>('testCallback'),
    /** POST /applyNewCodePlatform. */
    requestPlatform: notProvided<PlatformRequestResult, NewPlatformRequest>('requestPlatform'),
    /** The delivery console (beyond the spec), while the access is verified. */
    callbackDeliveries: callbackDeliveriesMachine,
  },
  actions: {
    storeInfo: assign((_, result: ApiInfoResult) => (result.ok ? withInfo(result.data.verificationCodeInfo) : {})),
    /** spec 2 §5: lower-cased; a typed protocol moves to the selector. */
    editRest: assign(({ context }, params: { rest: string }) => {
      const split = splitCallbackUrl(params.rest, context.protocol);
      return { protocol: split.protocol, rest: split.rest };
    }),
    selectProtocol: assign((_, params: { protocol: CallbackProtocol }) => ({ protocol: params.protocol })),
    focusEditor: assign(({ context }) => ({ editorFocus: context.editorFocus + 1 })),
    editPlatform: assign(({ context }, params: { field: PlatformField; value: string }) => ({
      platform: { ...context.platform, [params.field]: params.value },
    })),
    clearPlatform: assign({ platform: NO_PLATFORM }),
    /** Provided by the area (`apiManagementActions`): the text goes to the clipboard. */
    copyText: (_, _text: string) => {},
  },
  guards: {
    answered: (_, result: { ok: boolean }) => result.ok,
    isStatus: ({ context }, params: { status: number }) => context.info.status === params.status,
    urlFilled: ({ context }) => editorUrl(context) !== '',
    /** spec 2 §5: Update is disabled when empty or unchanged. */
    urlChanged: ({ context }) => editorUrl(context) !== '' && editorUrl(context) !== context.info.callBackUrl,
    passed: (_, result: CallbackTestResult) => result.ok && result.data.passed,
    /** spec 2 §5: all required, the example at most 160 characters. */
    platformComplete: ({ context }) =>
      context.platform.name.trim() !== '' &&
      context.platform.url.trim() !== '' &&
      context.platform.example.trim() !== '' &&
      context.platform.example.length <= DEVELOPER_API_LIMITS.exampleMax,
  },
}).createMachine({
  id: 'apiManagement',
  description: 'API management (pingme): access by status, the callback editor and test, new platform requests.',
  type: 'parallel',
  context: {
    info: NO_API,
    protocol: 'https://',
    rest: '',
    editorFocus: 0,
    platform: NO_PLATFORM,
  },
  states: {
    access: {
      description: 'API access, by its status (spec 2 §4).',
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /getVerificationCodeApi.',
          tags: ['busy'],
          invoke: {
            id: 'loadApi',
            src: 'loadApi',
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'routing',
                actions: { type: 'storeInfo', params: outputOf },
              },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
        },
        unavailable: {
          description: 'The status could not be loaded: try again.',
          on: { 'api.reload': 'loading' },
        },
        routing: {
          description: 'The view the status asks for.',
          always: [
            { guard: { type: 'isStatus', params: { status: API_STATUS.none } }, target: 'applying' },
            { guard: { type: 'isStatus', params: { status: API_STATUS.reviewing } }, target: 'pending' },
            { guard: { type: 'isStatus', params: { status: API_STATUS.verified } }, target: 'verified' },
            { target: 'rejected' },
          ],
        },
        applying: {
          description: 'Status -1: the application form; Apply is disabled while the URL is empty.',
          on: {
            'url.protocol': { actions: { type: 'selectProtocol', params: eventOf } },
            'url.edit': { actions: { type: 'editRest', params: eventOf } },
            'api.apply': { guard: 'urlFilled', target: 'submitting' },
          },
        },
        submitting: {
          description: 'POST /createOrUpdateVerificationCodeApi mode 1; a refusal was routed and the form shows again.',
          tags: ['busy'],
          invoke: {
            id: 'apply',
            src: 'changeApi',
            input: ({ context }): ApiChangeRequest => ({ mode: 1, callBackUrl: editorUrl(context) }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'submitted',
                actions: { type: 'storeInfo', params: outputOf },
              },
              { target: 'applying' },
            ],
            onError: { target: 'applying' },
          },
        },
        submitted: {
          description: 'The submitted dialog; closing it shows the pending notice.',
          on: { 'dialog.close': 'routing' },
        },
        pending: {
          description: 'Status 1: the application is being reviewed.',
          on: { 'api.reload': 'loading' },
        },
        rejected: {
          description: 'Status 3: rejected; the URL shows, editing and testing are disabled.',
          on: { 'api.reload': 'loading' },
        },
        verified: {
          description: 'Status 2: user id and key, the callback editor and test; the delivery console beside.',
          type: 'parallel',
          // Under its systemId, so the socket's `callbackDelivery` reaches it (shared/address.ts).
          invoke: { id: 'callbackDeliveries', systemId: SYSTEM_ID.callbackDeliveries, src: 'callbackDeliveries' },
          states: {
            main: {
              description: 'The key panel and the callback editor, with their dialogs.',
              initial: 'idle',
              states: {
                idle: {
                  description: 'The key panel and the callback editor.',
                  on: {
                    'url.protocol': { actions: { type: 'selectProtocol', params: eventOf } },
                    'url.edit': { actions: { type: 'editRest', params: eventOf } },
                    'api.update': { guard: 'urlChanged', target: 'updating' },
                    'key.reset': 'confirmingReset',
                    'callback.test': {
                      guard: and(['urlFilled', stateIn('#apiManagement.access.verified.lock.open')]),
                      target: 'testing',
                    },
                  },
                },
                updating: {
                  description: 'POST /createOrUpdateVerificationCodeApi mode 2.',
                  tags: ['busy'],
                  invoke: {
                    id: 'update',
                    src: 'changeApi',
                    input: ({ context }): ApiChangeRequest => ({ mode: 2, callBackUrl: editorUrl(context) }),
                    onDone: [
                      {
                        guard: { type: 'answered', params: outputOf },
                        target: 'updated',
                        actions: { type: 'storeInfo', params: outputOf },
                      },
                      { target: 'idle' },
                    ],
                    onError: { target: 'idle' },
                  },
                },
                updated: {
                  description: 'The updated dialog.',
                  on: { 'dialog.close': 'idle' },
                },
                confirmingReset: {
                  description: 'Reset the key? Yes / No (spec 2 §4).',
                  on: { 'reset.yes': 'resetting', 'reset.no': 'idle' },
                },
                resetting: {
                  description: 'POST /createOrUpdateVerificationCodeApi mode 3: a new key, the old one stops at once.',
                  tags: ['busy'],
                  invoke: {
                    id: 'reset',
                    src: 'changeApi',
                    input: ({ context }): ApiChangeRequest => ({ mode: 3, callBackUrl: context.info.callBackUrl }),
                    onDone: [
                      {
                        guard: { type: 'answered', params: outputOf },
                        target: 'idle',
                        actions: { type: 'storeInfo', params: outputOf },
                      },
                      { target: 'idle' },
                    ],
                    onError: { target: 'idle' },
                  },
                },
                testing: {
                  description: 'POST /testCallBackUrl with the editor URL: the server posts the sample JSON.',
                  tags: ['busy'],
                  invoke: {
                    id: 'testCallback',
                    src: 'testCallback',
                    input: ({ context }) => ({ callBackUrl: editorUrl(context) }),
                    onDone: [
                      { guard: { type: 'passed', params: outputOf }, target: 'testOk' },
                      { target: 'testFailed' },
                    ],
                    onError: { target: 'testFailed' },
                  },
                },
                testOk: {
                  description: "The 'Test OK' dialog.",
                  on: { 'dialog.close': 'idle' },
                },
                testFailed: {
                  description: "spec 2 §8: 'Test Failed' with Later or Update Now (the editor takes the focus).",
                  on: {
                    'test.later': 'idle',
                    'test.updateNow': { target: 'idle', actions: 'focusEditor' },
                  },
                },
              },
            },
            lock: {
              description: 'The test button rests 3 s after a click (spec 2 §4).',
              initial: 'open',
              states: {
                open: {
                  description: 'The test button can be clicked.',
                  on: {
                    'callback.test': {
                      guard: and(['urlFilled', stateIn('#apiManagement.access.verified.main.idle')]),
                      target: 'locked',
                    },
                  },
                },
                locked: { description: 'Resting 3 s after a click.', after: { testLock: 'open' } },
              },
            },
            copy: {
              description: 'Copy the user id or the key; the confirmation shows 1 s (spec 2 §9).',
              initial: 'idle',
              states: {
                idle: {
                  description: 'The copy buttons.',
                  on: {
                    'key.copy': {
                      target: 'copied',
                      actions: { type: 'copyText', params: ({ context }) => context.info.key },
                    },
                    'userId.copy': {
                      target: 'copied',
                      actions: { type: 'copyText', params: ({ context }) => context.info.userId },
                    },
                  },
                },
                copied: { description: 'The copy confirmation shows for 1 s.', after: { copied: 'idle' } },
              },
            },
          },
        },
      },
    },
    platform: {
      description: 'Request a new platform (spec 2 §5): name, URL and example (≤ 160) all required.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The form; Send is enabled once every field is filled and the example fits.',
          on: {
            'platform.edit': { actions: { type: 'editPlatform', params: eventOf } },
            'platform.submit': { guard: 'platformComplete', target: 'sending' },
          },
        },
        sending: {
          description: 'POST /applyNewCodePlatform.',
          tags: ['busy'],
          invoke: {
            id: 'requestPlatform',
            src: 'requestPlatform',
            input: ({ context }): NewPlatformRequest => ({
              name: context.platform.name.trim(),
              url: context.platform.url.trim(),
              example: context.platform.example.trim(),
            }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'sent',
                actions: 'clearPlatform',
              },
              { target: 'editing' },
            ],
            onError: { target: 'editing' },
          },
        },
        sent: {
          description: 'The request-sent dialog.',
          on: { 'platform.done': 'editing' },
        },
      },
    },
  },
});

export type ApiManagementMachine = typeof apiManagementMachine;
