/**
 * The one way a view reads its texts: `const t = useT(); t('chats.to')`, `t('x', { name })`.
 * Keys are the catalogue's (`MessageKey`), so a typo or a key missing from the catalogues fails
 * the type check instead of showing the raw id.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../services/i18n/catalogue.ts';

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
