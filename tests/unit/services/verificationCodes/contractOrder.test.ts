/**
 * The verification-code endpoint group is in the contract's table even when its file is the
 * first of the contract a chunk loads (the verification services import it directly): declared
 * with `defineEndpoint`, it closes no import cycle that could leave `...verificationCodeEndpoints`
 * spreading nothing.
 */
import { expect, it } from 'vitest';
import { endpoints } from '../../../../src/services/api/contract/table.ts';
import { verificationCodeEndpoints } from '../../../../src/services/api/contract/verificationCodes.ts';

it('has every verification-code endpoint in the table', () => {
  for (const name of Object.keys(verificationCodeEndpoints)) expect(endpoints).toHaveProperty(name);
});
