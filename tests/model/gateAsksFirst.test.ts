/**
 * The profile gate asks before the server refuses (spec 1 §4; issue 26 item 2, issue 27 item 5):
 * the real `profileGate` chart, the child of a root registered as the app is, which hands it the
 * checks (as the app's `tellGate` does once the gate runs), answers the real numbers and
 * verification areas' `gating` states. Their flows (New Number, the plan
 * change, New Code) are fakes that record whether they started — a flow that starts is the
 * request the server would have refused.
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromCallback, sendTo, setup } from 'xstate';
import { numbersMachine } from '../../src/machines/numbers/numbers/numbers.machine.ts';
import { sectionOf } from '../../src/machines/numbers/numbers/toView.ts';
import { profileGateMachine } from '../../src/machines/overlays/profileGate/profileGate.machine.ts';
import { selectGateNotice } from '../../src/machines/overlays/profileGate/toView.ts';
import type { ProfileStatus } from '../../src/machines/overlays/profileGate/types.ts';
import { SYSTEM_ID } from '../../src/machines/shared/address.ts';
import { sectionOf as verificationSectionOf } from '../../src/machines/verificationCodes/verification/toView.ts';
import { verificationMachine } from '../../src/machines/verificationCodes/verification/verification.machine.ts';
import { GET_CODE_TARGET } from './newCode.model.ts';

const NOW = Date.UTC(2026, 10, 24, 5, 0, 0);
const LOCAL = { fullNumber: '12125550100', telCode: '1', phone: '2125550100', hosting: false, cancelled: false };

/** A flow that stays running and says it started. */
function flow(started: string[], id: string): AnyActorLogic {
  return fromCallback(() => {
    started.push(id);
  });
}

/** A root holding the real gate (known profile `profileStatus`) and one area beside it. */
function rootWith(area: AnyActorLogic, areaInput: unknown, profileStatus: ProfileStatus | null) {
  const root = setup({ actors: { profileGate: profileGateMachine, area } }).createMachine({
    invoke: [
      {
        id: 'profileGate',
        src: 'profileGate',
        input: profileStatus === null ? {} : { profileStatus, needSetPhone: false },
      },
      { id: 'area', src: 'area', input: areaInput as never },
    ],
    on: { 'gate.check': { actions: sendTo('profileGate', ({ event }) => event) } },
  });
  const actor = createActor(root, { systemId: SYSTEM_ID.app }).start();
  const gate = () => actor.getSnapshot().children.profileGate?.getSnapshot();
  const areaRef = () => actor.getSnapshot().children.area;
  return { actor, gate, areaRef };
}

function numbersRoot(profileStatus: ProfileStatus | null) {
  const started: string[] = [];
  const numbers = numbersMachine.provide({
    actors: {
      numberManagement: fromCallback(() => {}) as never,
      readTipSeen: fromCallback(() => {}) as never,
      newNumber: flow(started, 'newNumber') as never,
      planChange: flow(started, 'planChange') as never,
      plansPage: flow(started, 'plansPage') as never,
    },
  });
  const root = rootWith(numbers, { platform: 'pingme', firstVisitTip: false, now: () => NOW }, profileStatus);
  return { ...root, started };
}

describe('the profile gate asks first', () => {
  it("a profile not filled (0): New Number shows the gate's notice and the flow never starts", () => {
    const { areaRef, gate, started } = numbersRoot(0);
    areaRef()?.send({ type: 'section.select', section: 'newNumber' });
    expect(selectGateNotice(gate())?.notice).toBe('askComplete');
    expect(sectionOf(areaRef()?.getSnapshot())).toBe('management');
    expect(started).toEqual([]);
  });

  it('a profile under review (1): Manage shows the review notice and no plan change starts', () => {
    const { areaRef, gate, started } = numbersRoot(1);
    areaRef()?.send({ type: 'plan.manage', number: LOCAL });
    expect(selectGateNotice(gate())?.notice).toBe('reviewing');
    expect(areaRef()?.getSnapshot().context.planChangeNumber).toBeNull();
    expect(started).toEqual([]);
  });

  it.each([2, null] as const)('a verified (or not yet known: %s) profile lets both through at once', (status) => {
    const { areaRef, gate, started } = numbersRoot(status);
    areaRef()?.send({ type: 'section.select', section: 'newNumber' });
    expect(sectionOf(areaRef()?.getSnapshot())).toBe('newNumber');
    areaRef()?.send({ type: 'plan.manage', number: LOCAL });
    expect(sectionOf(areaRef()?.getSnapshot())).toBe('planChange');
    expect(selectGateNotice(gate())).toBeNull();
    expect(started).toEqual(['newNumber', 'planChange']);
  });

  it('Get Code on a refused profile (100) shows the notice and New Code does not start', () => {
    const started: string[] = [];
    const verification = verificationMachine.provide({
      actors: {
        verificationNumbers: fromCallback(() => {}) as never,
        newCode: flow(started, 'newCode') as never,
      },
    });
    const { areaRef, gate } = rootWith(verification, { platform: 'pingme', menu: true, now: () => NOW }, 100);
    areaRef()?.send({ type: 'code.get', target: GET_CODE_TARGET });
    expect(selectGateNotice(gate())?.notice).toBe('refused');
    expect(verificationSectionOf(areaRef()?.getSnapshot())).toBe('management');
    expect(started).toEqual([]);
  });
});
