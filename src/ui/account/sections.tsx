/**
 * THE account sections' views (spec 2 §2): one row per section, each its own chunk. A section
 * shows in the tab list only once it has a view here, so the list never offers an empty page.
 */
import type { ComponentType } from 'react';
import type { AccountSection } from '../../services/brand/index.ts';
import { lazyNamed } from '../common/lazyNamed.ts';

export const SECTION_VIEWS: Partial<Record<AccountSection, ComponentType>> = {
  profile: lazyNamed(() => import('./profile/ProfileSection.tsx'), 'ProfileSection'),
  api: lazyNamed(() => import('./api/ApiManagementView.tsx'), 'ApiManagementView'),
  credit: lazyNamed(() => import('./credit/CreditSection.tsx'), 'CreditSection'),
  invite: lazyNamed(() => import('./InviteSection.tsx'), 'InviteSection'),
  redeemCode: lazyNamed(() => import('./RedeemSection.tsx'), 'RedeemSection'),
  rates: lazyNamed(() => import('./RatesView.tsx'), 'RatesView'),
  history: lazyNamed(() => import('./BillHistoryView.tsx'), 'BillHistoryView'),
  sms: lazyNamed(() => import('./SmsHistoryView.tsx'), 'SmsHistoryView'),
  call: lazyNamed(() => import('./CallHistoryView.tsx'), 'CallHistoryView'),
  numberManagement: lazyNamed(() => import('./VerificationNumbersSections.tsx'), 'NumberManagementSection'),
  subscriptionHistory: lazyNamed(() => import('./VerificationNumbersSections.tsx'), 'SubscriptionHistorySection'),
};
