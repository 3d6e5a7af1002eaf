/** What Number Management's views read of its snapshot (spec 3 §2). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ManagedNumber, NumberCountryCode } from '../../../services/api/contract/numbers.ts';
import { matchesNumberSearch } from '../../../services/numbers/search.ts';
import type { ManagedNumberRef } from '../../shared/numbers/facts.ts';
import { type NumberSidebarFields, sidebarFieldsOf } from '../../shared/numbers/numberSidebarView.ts';
import type { NumberManagementMachine } from './numberManagement.machine.ts';

export type { ManagedNumber, NumberCountryCode };

export type NumberManagementActor = ActorRefFrom<NumberManagementMachine>;
type Snapshot = SnapshotFrom<NumberManagementMachine>;

/** The list after the search (spec 3 §2: full number or name, case-insensitive substring). */
export function visibleNumbersOf(snapshot: Snapshot): readonly ManagedNumber[] {
  const { numbers, query } = snapshot.context;
  return query.trim() === '' ? numbers : numbers.filter((number) => matchesNumberSearch(number, query));
}

export function listStatusOf(snapshot: Snapshot): 'loading' | 'ready' | 'failed' {
  if (snapshot.matches({ list: 'failed' })) return 'failed';
  return snapshot.context.listed ? 'ready' : 'loading';
}

export function queryOf(snapshot: Snapshot): string {
  return snapshot.context.query;
}

export interface SidebarView extends NumberSidebarFields {
  number: ManagedNumber;
}

/** The open sidebar, or null (spec 3 §2). */
export function sidebarOf(snapshot: Snapshot): SidebarView | null {
  const { selected, numbers } = snapshot.context;
  const number = numbers.find((candidate) => candidate.fullNumber === selected);
  if (!snapshot.matches({ sidebar: 'open' }) || !number) return null;
  return { number, ...sidebarFieldsOf(snapshot) };
}

/** The number the unsubscribe dialog asks about, and whether the call is under way. */
export function unsubscribeDialogOf(snapshot: Snapshot): { number: ManagedNumber; busy: boolean } | null {
  const number = snapshot.context.unsubscribing;
  if (!number || snapshot.matches({ unsubscribe: 'idle' })) return null;
  return { number, busy: snapshot.matches({ unsubscribe: 'unsubscribing' }) };
}

/** What Manage hands the area: the number, and whether it is Hosting (the plans page, spec 3 §2). */
export function managedNumberRef(number: ManagedNumber): ManagedNumberRef {
  return {
    fullNumber: number.fullNumber,
    telCode: number.telCode,
    phone: number.phone,
    hosting: number.type === 'Hosting',
    cancelled: number.status === 'cancelled',
  };
}
