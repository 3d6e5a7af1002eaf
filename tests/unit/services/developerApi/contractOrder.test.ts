/**
 * The developer API's endpoint group is in the contract's table even when its file is the first of
 * the contract a chunk loads (the API management charts import it directly): declared with
 * `defineEndpoint`, it closes no import cycle that could leave `...developerApiEndpoints` spreading
 * nothing.
 */
// biome-ignore assist/source/organizeImports: the group file must load first
import { developerApiEndpoints } from '../../../../src/services/api/contract/developerApi.ts';
import { endpoints } from '../../../../src/services/api/contract/table.ts';
import { expect, it } from 'vitest';

it('has every developer API endpoint in the table', () => {
  for (const name of Object.keys(developerApiEndpoints)) expect(endpoints).toHaveProperty(name);
});
