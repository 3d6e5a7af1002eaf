import { describe, expect, it } from 'vitest';
import {
  type ActorRefFrom,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  setup,
  waitFor,
} from 'xstate';
import { defaultTranscriptionLanguage } from '../../src/machines/chats/transcription/languages.ts';
import {
  isTranscribed,
  isTranscribing,
  languageChoiceOf,
  sorryOf,
  transcriptOf,
} from '../../src/machines/chats/transcription/toView.ts';
import { transcriptionMachine } from '../../src/machines/chats/transcription/transcription.machine.ts';
import type { SpeechToTextResult } from '../../src/machines/chats/transcription/types.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof transcriptionMachine>;

const INPUT = { smsId: 'vm-1', url: 'https://carrier.example/vm-1.mp3', locale: 'zh-CN' as const };

const events = {
  'transcription.language.select': [{ language: 'en-US' }, { language: 'xx-XX' }],
  'transcription.start': {},
  'transcription.close': {},
  'xstate.done.actor.speechToText': [
    { output: ok({ text: ' hello there ' }) },
    { output: ok({ text: '  ' }) },
    { output: refused(500000) },
    { output: networkFailure },
  ],
  'xstate.error.actor.speechToText': { error: new Error('boom') },
} satisfies EventTable<typeof transcriptionMachine>;

function notTranscribing(snapshot: Snapshot) {
  expect(isTranscribing(snapshot)).toBe(false);
}

/** A final state tells the parent once, on entry, so it keeps the transcript on the message. */
function checkSettledOnce(replay: Replay) {
  expect(replay.effects.filter((effect) => effect.type === 'notifySettled')).toHaveLength(1);
}

const checks = {
  choosing: (snapshot, replay) => {
    notTranscribing(snapshot);
    expect(replay.running('speechToText')).toBeUndefined();
    const choice = languageChoiceOf(snapshot);
    expect(choice.open).toBe(true);
    // spec 1 §4: the first item of the locale's list is the default; only listed ones are taken.
    if (replay.step.index === 0) expect(choice.chosen).toBe(defaultTranscriptionLanguage('zh-CN'));
    expect(choice.languages).toContain(choice.chosen);
    expect(choice.chosen).not.toBe('xx-XX');
  },
  transcribing: (snapshot, replay) => {
    // spec 1 §4: getStt true, text empty, the chosen language sent.
    expect(isTranscribing(snapshot)).toBe(true);
    expect(snapshot.context.text).toBe('');
    expect(transcriptOf(snapshot)).toBeNull();
    expect(sorryOf(snapshot)).toBeNull();
    expect(replay.running('speechToText')?.input).toEqual({ url: INPUT.url, language: snapshot.context.language });
  },
  failed: (snapshot) => {
    // spec 1 §8: the sorry message; getStt false.
    notTranscribing(snapshot);
    expect(sorryOf(snapshot)).toBe('chats.transcription.sorry');
    expect(transcriptOf(snapshot)).toBeNull();
    expect(languageChoiceOf(snapshot).open).toBe(true);
  },
  transcribed: (snapshot, replay) => {
    notTranscribing(snapshot);
    checkSettledOnce(replay);
    expect(isTranscribed(snapshot)).toBe(true);
    expect(transcriptOf(snapshot)).toBe('hello there');
    expect(snapshot.output).toEqual({ smsId: 'vm-1', stt: 'hello there', sttStatus: true });
  },
  closed: (snapshot, replay) => {
    expect(replay.running('speechToText')).toBeUndefined();
    checkSettledOnce(replay);
    expect(snapshot.output).toEqual({ smsId: 'vm-1', stt: null });
  },
} satisfies Checks<typeof transcriptionMachine>;

testModel({
  name: 'transcription',
  machine: transcriptionMachine,
  input: INPUT,
  simplePaths: true,
  events,
  checks,
  actions: { logFailure: () => {} },
  serialize: (snapshot) => ({ language: snapshot.context.language, text: snapshot.context.text }),
});

/** The transcription as the conversation runs it: a child whose parent records what it is told. */
function underParent(speechToText: SpeechToTextResult) {
  const told: EventObject[] = [];
  const parent = setup({
    actors: {
      transcription: transcriptionMachine.provide({ actors: { speechToText: fromPromise(async () => speechToText) } }),
    },
  }).createMachine({
    invoke: { id: 'transcription', src: 'transcription', input: ({ self }) => ({ ...INPUT, parent: self }) },
    on: { '*': { actions: ({ event }) => told.push(event) } },
  });
  const root = createActor(parent, { clock: new SimulatedClock() }).start();
  const child = root.getSnapshot().children.transcription as ActorRefFrom<typeof transcriptionMachine>;
  const settled = () => told.filter((event) => event.type === 'transcription.settled');
  return { child, settled };
}

describe('transcription tells its parent when it settles', () => {
  it('sends the transcript once it is transcribed (spec 1 §3 stt, sttStatus)', async () => {
    const { child, settled } = underParent(ok({ text: ' hello there ' }));
    child.send({ type: 'transcription.start' });
    await waitFor(child, (snapshot) => snapshot.status === 'done');
    expect(settled()).toEqual([
      { type: 'transcription.settled', output: { smsId: 'vm-1', stt: 'hello there', sttStatus: true } },
    ]);
  });

  it('sends no transcript when closed after a failed attempt', async () => {
    const { child, settled } = underParent(ok({ text: '  ' }));
    child.send({ type: 'transcription.start' });
    await waitFor(child, (snapshot) => snapshot.matches('failed'));
    expect(settled()).toEqual([]);
    child.send({ type: 'transcription.close' });
    expect(settled()).toEqual([{ type: 'transcription.settled', output: { smsId: 'vm-1', stt: null } }]);
  });
});
