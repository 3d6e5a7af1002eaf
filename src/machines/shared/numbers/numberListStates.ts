/**
 * Chart fragments shared by the two number lists, Number Management (`numberManagement`) and
 * verification number management (`verificationNumbers`) (spec 3 §2, §4, §5): the list read at
 * start and after every change, the sidebar of one row with its name/note fields and copy check
 * mark, and the "one call, then idle" states of saving and (un)subscribing.
 *
 * They are plain state configs that name their implementations, so each chart that uses them
 * must declare, in its `setup`:
 * - actors `loadNumbers` (the list answer) and `saveInfo` (through `callThenIdle`);
 * - actions `storeNumbers` (params the list answer), `reload`, `openSidebar` (params the
 *   `sidebar.open` event), `forgetSidebar`, `editInfo` (params the `info.edit` event),
 *   `restoreInfo`, `copyNumber` (params the text copied), `reportUnexpectedError`;
 * - guards `answerOk` (params an answer), `listedBefore`, `knownRow` (params the `sidebar.open`
 *   event), `infoChanged`;
 * - the delay `copied`.
 * TypeScript checks every name against each chart's setup.
 */
import { eventOf, outputOf } from '../params.ts';

/**
 * One call whose state returns to `idle` either way: `ok` runs on an answer that is ok, `failed`
 * on a refusal (the API layer routed it) and, with the error reported, on an unexpected failure.
 */
export function callThenIdle<
  const Src extends string,
  Input,
  const Ok extends readonly unknown[],
  const Failed extends readonly unknown[],
>(src: Src, description: string, input: Input, ok: Ok, failed: Failed) {
  return {
    description,
    invoke: {
      id: src,
      src,
      input,
      onDone: [
        { guard: { type: 'answerOk', params: outputOf }, target: 'idle', actions: ok },
        { target: 'idle', actions: failed },
      ],
      onError: { target: 'idle', actions: [...failed, 'reportUnexpectedError'] },
    },
  } as const;
}

/**
 * The `list` region: the rows, read at start and again on `numbers.reload`; a failed reload keeps
 * what shows. `listed` are the actions of an answer that is ok (storing it first).
 */
export function numberListRegion<const Listed extends readonly unknown[]>(request: string, listed: Listed) {
  return {
    description: 'The numbers of the account.',
    initial: 'loading',
    states: {
      loading: {
        description: `${request} is under way; what was listed before still shows.`,
        // A change made while a list is read is read again, so the list never shows the older answer.
        on: { 'numbers.reload': { target: 'loading', reenter: true } },
        invoke: {
          id: 'loadNumbers',
          src: 'loadNumbers',
          onDone: [
            { guard: { type: 'answerOk', params: outputOf }, target: 'ready', actions: listed },
            // The refusal was routed by the API layer; a list shown before stays.
            { guard: 'listedBefore', target: 'ready' },
            { target: 'failed' },
          ],
          onError: [
            { guard: 'listedBefore', target: 'ready', actions: 'reportUnexpectedError' },
            { target: 'failed', actions: 'reportUnexpectedError' },
          ],
        },
      },
      ready: { description: 'The list shows.', on: { 'numbers.reload': 'loading' } },
      failed: {
        description: 'The list could not be read; reloading tries again.',
        on: { 'numbers.reload': 'loading' },
      },
    },
  } as const;
}

interface SidebarParts<EditGuard, Saving, CopyText> {
  /** What the open sidebar shows (its statechart description). */
  shows: string;
  /** A guard on typing in the name or note, where they are not always editable. */
  editGuard: EditGuard;
  /** The `saving` state: `callThenIdle('saveInfo', …)`. */
  saving: Saving;
  /** The text the copy button puts on the clipboard. */
  copyText: CopyText;
}

/**
 * The `sidebar` region (spec 3 §2): closed, or open on one row with its `info` (the name and note,
 * idle or saving) and `copy` (the check mark for 2 s) regions.
 */
export function numberSidebarRegion<const EditGuard extends string | undefined, const Saving, CopyText>({
  shows,
  editGuard,
  saving,
  copyText,
}: SidebarParts<EditGuard, Saving, CopyText>) {
  const openOn = {
    guard: { type: 'knownRow', params: eventOf },
    target: 'open',
    actions: { type: 'openSidebar', params: eventOf },
  } as const;
  const copy = { target: 'copied', reenter: true, actions: { type: 'copyNumber', params: copyText } } as const;
  return {
    description: 'The right sidebar of one number (spec 3 §2).',
    initial: 'closed',
    states: {
      closed: { description: 'No number is open.', on: { 'sidebar.open': openOn } },
      open: {
        description: shows,
        type: 'parallel',
        on: { 'sidebar.close': { target: 'closed', actions: 'forgetSidebar' }, 'sidebar.open': openOn },
        states: {
          info: {
            description: 'The name and note fields (spec 3 §4 name/note editing).',
            initial: 'idle',
            states: {
              idle: {
                description: 'The name and note, editable where the rules allow.',
                on: {
                  'info.edit': {
                    ...(editGuard === undefined ? {} : { guard: editGuard as Exclude<EditGuard, undefined> }),
                    actions: { type: 'editInfo', params: eventOf },
                  },
                  // spec 3 §4: leaving (or Enter on the name) saves if changed, else just leaves.
                  'info.commit': { guard: 'infoChanged', target: 'saving' },
                },
              },
              saving,
            },
          },
          copy: {
            description: 'The copy button and its check mark.',
            initial: 'idle',
            states: {
              idle: { description: 'The copy button.', on: { 'number.copy': copy } },
              copied: {
                description: 'The check mark shows for 2 s (spec 3 §9); copying again starts it over.',
                after: { copied: 'idle' },
                on: { 'number.copy': copy },
              },
            },
          },
        },
      },
    },
  } as const;
}
