/**
 * Model-based test of the profile gate (spec 1 §4 Profile gate, §8 100023; spec 2 §4 Profile
 * status): every path replayed on a real actor; an asking actor records the gate's answers.
 */
import { expect } from 'vitest';
import { createActor, type EventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { profileGateMachine } from '../../src/machines/overlays/profileGate/profileGate.machine.ts';
import { selectGateNotice } from '../../src/machines/overlays/profileGate/toView.ts';
import type { GateFacts, GateNotice, GateReply } from '../../src/machines/overlays/profileGate/types.ts';
import { gateVerdict } from '../../src/machines/overlays/profileGate/verdict.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

type GateSnapshot = SnapshotFrom<typeof profileGateMachine>;

/** A number action asking the gate; it keeps every answer it gets. */
const answers: EventObject[] = [];
const asker = createActor(fromCallback<EventObject>(({ receive }) => receive((event) => answers.push(event)))).start();

/**
 * The facts updates bring: each notice from the profile status and from the use-case status alone
 * (spec 2 §4: verified only with both; the verdict's every combination is tests/unit), and a
 * use-case status an older server's 100023 did not send (null).
 */
const FACTS: (GateFacts & { profileStatus: NonNullable<GateFacts['profileStatus']> })[] = [
  { profileStatus: 0, useCaseStatus: 0, needSetPhone: false },
  { profileStatus: 2, useCaseStatus: 0, needSetPhone: false },
  { profileStatus: 1, useCaseStatus: 1, needSetPhone: false },
  { profileStatus: 2, useCaseStatus: 1, needSetPhone: false },
  { profileStatus: 1, useCaseStatus: null, needSetPhone: false },
  { profileStatus: 100, useCaseStatus: -1, needSetPhone: false },
  { profileStatus: 101, useCaseStatus: -1, needSetPhone: false },
  { profileStatus: 102, useCaseStatus: -1, needSetPhone: false },
  { profileStatus: 2, useCaseStatus: 102, needSetPhone: false },
  { profileStatus: 2, useCaseStatus: -1, needSetPhone: true },
  { profileStatus: 2, useCaseStatus: 2, needSetPhone: false },
];

const statuses = ({ context }: GateSnapshot) => [context.profileStatus, context.useCaseStatus];

function step(replay: Replay): EventObject & { replyTo?: unknown } {
  return replay.step.event;
}

function did(replay: Replay, action: string): boolean {
  return replay.effects.some((effect) => effect.type === action);
}

/** A check with a reply address gets the verdict back (spec 1 §4: the status gates number actions). */
function answered(replay: Replay, expected: GateReply) {
  const event = step(replay);
  if (event.type === 'gate.check' && event.replyTo) expect(answers.at(-1)).toEqual(expected);
}

/** An update's facts are kept, in whatever state it lands (spec 1 §8 100023: they are stored). */
function factsFollowUpdate(snapshot: GateSnapshot, replay: Replay) {
  const event = step(replay) as EventObject & Partial<GateFacts>;
  if (event.type === 'gate.update') {
    const { profileStatus, useCaseStatus, needSetPhone } = event;
    expect(snapshot.context).toEqual({ profileStatus, useCaseStatus, needSetPhone });
  }
}

function showsNotice(snapshot: GateSnapshot, notice: GateNotice, replay: Replay) {
  factsFollowUpdate(snapshot, replay);
  expect(gateVerdict(snapshot.context)).toBe(notice);
  expect(selectGateNotice(snapshot)?.notice).toBe(notice);
  answered(replay, { type: 'gate.blocked', notice });
  expect(did(replay, 'requestProfileForm')).toBe(false);
  expect(did(replay, 'requestVerifyModal')).toBe(false);
}

const checks = {
  idle: (snapshot, replay) => {
    expect(selectGateNotice(snapshot)).toBeNull();
    const event = step(replay).type;
    // The notices' buttons ask the root for the forms that live elsewhere.
    expect(did(replay, 'requestProfileForm')).toBe(event === 'gate.complete');
    expect(did(replay, 'requestVerifyModal')).toBe(event === 'gate.verify');
    factsFollowUpdate(snapshot, replay);
  },
  open: (snapshot, replay) => {
    // Verified (2, the use case verified or hidden) without a phone to set, or not known yet (the
    // server decides with 100023).
    expect(gateVerdict(snapshot.context)).toBe('open');
    expect([2, null]).toContain(snapshot.context.profileStatus);
    expect([2, -1, null]).toContain(snapshot.context.useCaseStatus);
    expect(selectGateNotice(snapshot)).toBeNull();
    answered(replay, { type: 'gate.allowed' });
    factsFollowUpdate(snapshot, replay);
  },
  askComplete: (snapshot, replay) => {
    // The profile, or its use-case section, not filled.
    expect(statuses(snapshot)).toContain(0);
    showsNotice(snapshot, 'askComplete', replay);
    expect(selectGateNotice(snapshot)).toMatchObject({ text: 'gate.askComplete.text', offersProfileForm: true });
  },
  reviewing: (snapshot, replay) => {
    expect(statuses(snapshot)).toContain(1);
    showsNotice(snapshot, 'reviewing', replay);
    // spec 2 §4 pendingUseCase: a verified profile whose use case alone is reviewed says so.
    const useCaseOnly = snapshot.context.profileStatus === 2;
    expect(selectGateNotice(snapshot)).toMatchObject({
      text: useCaseOnly ? 'gate.reviewing.useCaseText' : 'gate.reviewing.text',
      offersProfileForm: false,
    });
  },
  refused: (snapshot, replay) => {
    // 100, 101 and 102 read differently: the statuses are kept for the texts.
    expect(statuses(snapshot).some((status) => status === 100 || status === 101 || status === 102)).toBe(true);
    showsNotice(snapshot, 'refused', replay);
    const locked = statuses(snapshot).includes(102);
    expect(selectGateNotice(snapshot)).toMatchObject({
      text: locked ? 'gate.refused.lockedText' : 'gate.refused.text',
      offersProfileForm: !locked,
    });
  },
  needPhone: (snapshot, replay) => {
    expect(snapshot.context.needSetPhone).toBe(true);
    showsNotice(snapshot, 'needPhone', replay);
    expect(selectGateNotice(snapshot)?.offersVerify).toBe(true);
  },
} satisfies Checks<typeof profileGateMachine>;

testModel({
  name: 'profileGate',
  machine: profileGateMachine,
  input: {},
  events: {
    'gate.update': FACTS,
    'gate.check': [{}, { replyTo: asker }],
    'gate.complete': {},
    'gate.verify': {},
    'gate.dismiss': {},
  },
  serialize: ({ context }) => context,
  checks,
});
