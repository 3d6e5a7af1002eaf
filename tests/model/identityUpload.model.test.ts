/**
 * The 'Proof of Your Identity' dialog (spec 2 §4 Identity upload, §5): walked where an upload is
 * allowed (KYC -1, nothing stored) and where it is not (KYC 1, two images stored: Check Profile).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { identityUploadMachine } from '../../src/machines/account/identityUpload/identityUpload.machine.ts';
import { selectIdentityDialog } from '../../src/machines/account/identityUpload/toView.ts';
import type { KycInfo } from '../../src/machines/account/identityUpload/types.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { NO_KYC } from '../support/kycFixtures.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof identityUploadMachine>;

const REVIEWING: KycInfo = {
  ...NO_KYC,
  status: 1,
  canEdit: false,
  idCardUrl1: '/web/kycImage/a',
  idHoldUrl1: '/web/kycImage/b',
};

/** A file the path generator can tell apart from the others (it compares events as JSON). */
function file(name: string, bytes: Uint8Array<ArrayBuffer>, type: string): Blob {
  return Object.assign(new Blob([bytes], { type }), { toJSON: () => name });
}
const jpeg = file('photo.jpg', new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
const gif = file('animated.gif', new Uint8Array([0x47, 0x49, 0x46]), 'image/gif');
const huge = file('huge.png', new Uint8Array(5_242_881), 'image/png');

const events = {
  'image.pick': [
    { section: 'idCard', file: jpeg },
    { section: 'idHold', file: jpeg },
    { section: 'idCard', file: gif },
    { section: 'idHold', file: huge },
  ],
  'image.remove': (snapshot: Snapshot) =>
    snapshot.context.idCard.slice(0, 1).map((image) => ({ section: 'idCard' as const, id: image.id })),
  'upload.submit': {},
  'upload.close': {},
  'unsaved.discard': {},
  'unsaved.stay': {},
  'success.close': {},
  'xstate.done.actor.loadPreviews': { output: { '/web/kycImage/a': 'blob:a', '/web/kycImage/b': null } },
  'xstate.error.actor.loadPreviews': { error: new Error('boom') },
  'xstate.done.actor.prepareImage': { output: { file: jpeg, preview: 'blob:new' } },
  'xstate.error.actor.prepareImage': { error: new Error('boom') },
  'xstate.done.actor.uploadKyc': [{ output: ok({ ...NO_KYC, status: 1, canEdit: false }) }, { output: networkFailure }],
  'xstate.error.actor.uploadKyc': { error: new Error('boom') },
} satisfies EventTable<typeof identityUploadMachine>;

const checks = {
  loadingPreviews: (snapshot, replay) => {
    expect(replay.running('loadPreviews')?.input).toEqual({
      platform: 'pingme',
      urls: ['/web/kycImage/a', '/web/kycImage/b'],
    });
    expect(selectIdentityDialog(snapshot).busy).toBe('loading');
  },
  editing: (snapshot) => {
    const view = selectIdentityDialog(snapshot);
    // spec 2 §4: Submit only with both sections filled and something changed.
    expect(view.submitEnabled).toBe(
      view.editable && view.idCard.length > 0 && view.idHold.length > 0 && snapshot.context.changed,
    );
    // spec 2 §9: at most 2 per section.
    expect(view.idCard.length).toBeLessThanOrEqual(2);
    expect(view.canAddIdCard).toBe(view.editable && view.idCard.length < 2);
    if (!view.editable) expect(snapshot.context.changed).toBe(false);
  },
  preparing: (snapshot, replay) => {
    expect(replay.running('prepareImage')?.input).toEqual({ file: snapshot.context.pending?.file });
    expect(selectIdentityDialog(snapshot).busy).toBe('preparing');
  },
  unsaved: (snapshot) => {
    expect(snapshot.context.changed).toBe(true);
    expect(selectIdentityDialog(snapshot).unsaved).toBe(true);
  },
  uploading: (snapshot, replay) => {
    const request = replay.running('uploadKyc')?.input as Record<string, unknown>;
    // New images travel as files, slot 1 first.
    expect(request.idCard1).toBeInstanceOf(Blob);
    expect(request.idHold1).toBeInstanceOf(Blob);
    expect(selectIdentityDialog(snapshot).busy).toBe('uploading');
  },
  succeeded: (snapshot) => expect(selectIdentityDialog(snapshot).succeeded).toBe(true),
  uploaded: (snapshot) => expect(snapshot.output).toEqual({ uploaded: true }),
  closed: (snapshot) => expect(snapshot.output).toEqual({ uploaded: false }),
} satisfies Checks<typeof identityUploadMachine>;

testModel({
  name: 'identityUpload',
  machine: identityUploadMachine,
  inputs: [
    { platform: 'pingme', kyc: NO_KYC },
    { platform: 'pingme', kyc: REVIEWING },
  ],
  events,
  checks,
  serialize: (snapshot) => ({
    card: snapshot.context.idCard.length,
    hold: snapshot.context.idHold.length,
    changed: snapshot.context.changed,
    notice: snapshot.context.notice,
    pending: snapshot.context.pending !== null,
    editable: snapshot.context.kyc?.canEdit,
  }),
});
