/**
 * Model-based test of the invite chart (spec 2 §2 Invite screen, §9 copy confirmation 2 s): every
 * generated path replayed on a real actor with a fake invite load.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { inviteMachine } from '../../src/machines/account/invite/invite.machine.ts';
import { inviteToView } from '../../src/machines/account/invite/toView.ts';
import type { InviteData } from '../../src/machines/account/invite/types.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

type InviteSnapshot = SnapshotFrom<typeof inviteMachine>;

const INVITE: InviteData = {
  inviteCode: 'AB23CD45',
  inviteRules: ['one', 'two'],
  inviteHint: 'hint',
  earnTip: [
    { title: 'a', text: 'A' },
    { title: 'b', text: 'B' },
    { title: 'c', text: 'C' },
  ],
  reward: '0.2',
  invitedCount: 0,
  invitation: 'Join me: https://example.test/?referralCode=AB23CD45',
};

const copiedNow = (replay: Replay) =>
  replay.effects.filter((effect) => effect.type === 'copyInvitation').map((effect) => effect.params);

const checks = {
  loading: (snapshot: InviteSnapshot, replay: Replay) => {
    expect(replay.running('loadInvite')).toBeDefined();
    expect(inviteToView(snapshot)).toMatchObject({ loading: true, invite: null });
  },
  unavailable: (snapshot: InviteSnapshot) => {
    expect(inviteToView(snapshot)).toMatchObject({ unavailable: true, invite: null });
  },
  'shown.copy.idle': (snapshot: InviteSnapshot, replay: Replay) => {
    expect(inviteToView(snapshot).copied).toBe(false);
    expect(copiedNow(replay)).toEqual([]);
    // spec 2 §9: the confirmation went away 2 s after the last copy.
    if (replay.step.event.type.startsWith('xstate.after')) expect(replay.elapsed).toBe(2000);
  },
  'shown.copy.copied': (snapshot: InviteSnapshot, replay: Replay) => {
    expect(inviteToView(snapshot).copied).toBe(true);
    if (replay.step.event.type === 'invite.copy') expect(copiedNow(replay)).toEqual([INVITE.invitation]);
  },
  'shown.rules.closed': (snapshot: InviteSnapshot) => {
    expect(inviteToView(snapshot)).toMatchObject({ rulesOpen: false, invite: INVITE });
  },
  'shown.rules.open': (snapshot: InviteSnapshot) => {
    expect(inviteToView(snapshot)).toMatchObject({ rulesOpen: true, invite: INVITE });
  },
} satisfies Checks<typeof inviteMachine>;

testModel({
  name: 'invite',
  machine: inviteMachine,
  events: {
    'invite.copy': {},
    'invite.retry': {},
    'invite.rules.open': {},
    'invite.rules.close': {},
    'xstate.done.actor.loadInvite': [{ output: ok(INVITE) }, { output: networkFailure }],
    'xstate.error.actor.loadInvite': { error: new Error('unexpected') },
  },
  serialize: () => null,
  checks,
});
