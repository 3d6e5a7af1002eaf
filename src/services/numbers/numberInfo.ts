/**
 * The name and note of a number (spec 3 §4 Name/note editing, §5): name at most 60 characters,
 * note at most 250, both trimmed before saving; saved only when changed.
 */
import { NUMBER_LIMITS } from '../api/contract/numbers.ts';

export type InfoField = 'name' | 'notes';

export interface NumberInfo {
  name: string;
  notes: string;
}

const MAX: Record<InfoField, number> = { name: NUMBER_LIMITS.nameMax, notes: NUMBER_LIMITS.noteMax };

/** What the field may hold while typing: cut at its maximum (the counter shows `length/max`). */
export function clampInfo(field: InfoField, value: string): string {
  return [...value].slice(0, MAX[field]).join('');
}

export function infoMax(field: InfoField): number {
  return MAX[field];
}

/** What is saved: both fields trimmed. */
export function cleanInfo(draft: NumberInfo): NumberInfo {
  return { name: clampInfo('name', draft.name).trim(), notes: clampInfo('notes', draft.notes).trim() };
}

/** Leaving a field saves only if the trimmed values differ from the saved ones. */
export function infoChanged(draft: NumberInfo, saved: NumberInfo): boolean {
  const clean = cleanInfo(draft);
  return clean.name !== saved.name.trim() || clean.notes !== saved.notes.trim();
}
