/** What the API management view shows, from the chart's snapshot (spec 2 §2, §4, §5). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { apiBase } from '../../../services/api/apiBase.ts';
import {
  API_GUIDE_PATHS,
  CALLBACK_PROTOCOLS,
  DEVELOPER_API_LIMITS,
} from '../../../services/api/contract/developerApi.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { type ApiManagementMachine, editorUrl } from './apiManagement.machine.ts';

type Snapshot = SnapshotFrom<ApiManagementMachine>;

export type ApiAccessView = 'loading' | 'unavailable' | 'apply' | 'pending' | 'verified' | 'rejected';
export type ApiDialog = 'submitted' | 'updated' | 'confirmReset' | 'testOk' | 'testFailed' | null;

function accessOf(s: Snapshot): ApiAccessView {
  if (s.matches({ access: 'unavailable' })) return 'unavailable';
  if (s.matches({ access: 'pending' })) return 'pending';
  if (s.matches({ access: 'rejected' })) return 'rejected';
  if (s.matches({ access: 'verified' })) return 'verified';
  if (s.matches({ access: 'applying' }) || s.matches({ access: 'submitting' }) || s.matches({ access: 'submitted' }))
    return 'apply';
  return 'loading';
}

function dialogOf(s: Snapshot): ApiDialog {
  if (s.matches({ access: 'submitted' })) return 'submitted';
  if (s.matches({ access: { verified: { main: 'updated' } } })) return 'updated';
  if (s.matches({ access: { verified: { main: 'confirmingReset' } } })) return 'confirmReset';
  if (s.matches({ access: { verified: { main: 'testOk' } } })) return 'testOk';
  if (s.matches({ access: { verified: { main: 'testFailed' } } })) return 'testFailed';
  return null;
}

export function apiManagementToView(s: Snapshot) {
  const { context } = s;
  const idle = s.matches({ access: { verified: { main: 'idle' } } });
  const url = editorUrl(context);
  return {
    access: accessOf(s),
    dialog: dialogOf(s),
    info: context.info,
    protocol: context.protocol,
    rest: context.rest,
    editorFocus: context.editorFocus,
    applying: s.matches({ access: 'submitting' }),
    canApply: s.matches({ access: 'applying' }) && url !== '',
    /** spec 2 §5: disabled when empty or unchanged. */
    canUpdate: idle && url !== '' && url !== context.info.callBackUrl,
    canReset: idle,
    testing: s.matches({ access: { verified: { main: 'testing' } } }),
    testLocked: s.matches({ access: { verified: { lock: 'locked' } } }),
    canTest: idle && url !== '' && s.matches({ access: { verified: { lock: 'open' } } }),
    copied: s.matches({ access: { verified: { copy: 'copied' } } }),
    platform: context.platform,
    exampleCount: context.platform.example.length,
    exampleMax: DEVELOPER_API_LIMITS.exampleMax,
    canRequestPlatform: s.can({ type: 'platform.submit' }),
    platformSending: s.matches({ platform: 'sending' }),
    platformSent: s.matches({ platform: 'sent' }),
  };
}

/**
 * The API guide links (spec 2 §2 "link to the documentation, separate English and Chinese
 * versions"): one row per language, each opening the server's developer guide in that language
 * (docs/developer-api.md). Each link is marked with its language, whatever the page's.
 */
export const API_GUIDE_LINKS = [
  { language: 'en', label: 'api.guide.en', path: API_GUIDE_PATHS.en },
  { language: 'zh-CN', label: 'api.guide.zh', path: API_GUIDE_PATHS.zh_cn },
] as const satisfies readonly { language: string; label: MessageKey; path: string }[];

export function apiGuideUrl(path: string): string {
  return `${apiBase()}${path}`;
}

export const CALLBACK_PROTOCOL_OPTIONS = CALLBACK_PROTOCOLS;

export type ApiManagementView = ReturnType<typeof apiManagementToView>;

export type ApiManagementActor = ActorRefFrom<ApiManagementMachine>;
