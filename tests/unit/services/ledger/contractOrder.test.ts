/**
 * The ledger's endpoint group is in the contract's table even when its file is the first of the
 * contract a chunk loads (the histories service imports it directly): no import cycle can leave
 * `...ledgerEndpoints` spreading nothing.
 */
import { expect, it } from 'vitest';
import { ledgerEndpoints } from '../../../../src/services/api/contract/ledger.ts';
import { endpoints } from '../../../../src/services/api/contract/table.ts';

it('has every ledger endpoint in the table', () => {
  for (const name of Object.keys(ledgerEndpoints)) expect(endpoints).toHaveProperty(name);
});
