/**
 * The invite section (spec 2 §2 Invite screen): the account's code, the invitation with its
 * referral link to copy (confirmation for 2 s, spec 2 §9), the earn tips, the hint and the
 * more-rules dialog. loading (queryInviteInfo + getInviteCode) → shown | unavailable.
 */
import { assign, setup } from 'xstate';
import type { ApiResult } from '../../../services/api/result.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import type { InviteContext, InviteData, InviteEvent } from './types.ts';

export const inviteMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
  },
  actors: {
    /** GET /queryInviteInfo and GET /getInviteCode, the invitation's link filled in. */
    loadInvite: notProvided<ApiResult<InviteData>>('loadInvite'),
  },
  actions: {
    storeInvite: assign((_, result: ApiResult<InviteData>) => (result.ok ? { invite: result.data } : {})),
    /** Provided by the area: the invitation goes to the clipboard. */
    copyInvitation: (_, _text: string) => {},
  },
  guards: {
    succeeded: (_, result: ApiResult<unknown>) => result.ok,
  },
  delays: {
    /** spec 2 §9: the copy confirmation shows 2 seconds on the invite screen. */
    copied: 2000,
  },
}).createMachine({
  id: 'invite',
  description: "The invite section: the account's code and invitation to copy, the earn tips and the rules.",
  context: { invite: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The invite data in the UI language is being fetched.',
      invoke: {
        id: 'loadInvite',
        src: 'loadInvite',
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: 'shown',
            actions: { type: 'storeInvite', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'The invite data could not be fetched (routed by the API layer); Try again.',
      on: { 'invite.retry': 'loading' },
    },
    shown: {
      description: 'Code, invitation, earn tips and hint are shown.',
      type: 'parallel',
      states: {
        copy: {
          description: 'Copy Invitation and its confirmation.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The copy button.',
              on: {
                'invite.copy': {
                  target: 'copied',
                  actions: { type: 'copyInvitation', params: ({ context }) => context.invite?.invitation ?? '' },
                },
              },
            },
            copied: {
              description: "'Copied' shows for 2 s; another click copies again and restarts it.",
              after: { copied: 'idle' },
              on: {
                'invite.copy': {
                  target: 'copied',
                  reenter: true,
                  actions: { type: 'copyInvitation', params: ({ context }) => context.invite?.invitation ?? '' },
                },
              },
            },
          },
        },
        rules: {
          description: 'The more-rules dialog.',
          initial: 'closed',
          states: {
            closed: {
              description: "The dialog is closed; 'More rules' opens it.",
              on: { 'invite.rules.open': 'open' },
            },
            open: {
              description: 'The more-rules dialog with the terms and privacy links.',
              on: { 'invite.rules.close': 'closed' },
            },
          },
        },
      },
    },
  },
});

export type InviteMachine = typeof inviteMachine;
