/**
 * The invite chart's injected actor and clipboard action, built from the services:
 * `inviteMachine.provide(inviteImplementations({ api, clipboard, origin }))`.
 */
import { fromPromise } from 'xstate';
import { invitationText, referralLink } from '../../../services/api/contract/referral.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { Clipboard } from '../../shared/area.ts';
import type { InviteData } from './types.ts';

export interface InviteServices {
  api: Pick<Api, 'queryInviteInfo' | 'getInviteCode'>;
  clipboard: Clipboard | undefined;
  /** The page's origin: the referral link leads back to this web client (docs/referral.md). */
  origin: string;
}

export function inviteImplementations({ api, clipboard, origin }: InviteServices) {
  return {
    actors: {
      loadInvite: fromPromise<ApiResult<InviteData>>(async ({ signal }) => {
        const [info, code] = await Promise.all([
          api.queryInviteInfo({}, { signal }),
          api.getInviteCode({}, { signal }),
        ]);
        if (!info.ok) return info;
        if (!code.ok) return code;
        const link = referralLink(origin, code.data.inviteCode);
        return { ok: true as const, data: { ...info.data, invitation: invitationText(code.data.inviteText, link) } };
      }),
    },
    actions: {
      copyInvitation: (_: unknown, text: string) => {
        // A refused clipboard (no permission, no focus) leaves only the confirmation; nothing to undo.
        clipboard?.writeText(text).catch((error: unknown) => console.warn('invite: copy refused', error));
      },
    },
  };
}
