/**
 * The command palette's dialog (issue 24 item 4; docs/keyboard.md), loaded when it first opens.
 * WAI-ARIA combobox with a listbox popup: the input keeps focus, ↑/↓ move the active option
 * (`aria-activedescendant`), Enter or a click chooses, Esc closes (Fluent's Dialog). The number
 * of results is announced in a status line; so is "Loading…" while what can be found is gathered
 * (the dialog shows at once, what is typed meanwhile is kept) and that it could not be.
 */
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId } from 'react';
import {
  isPaletteOpen,
  type PaletteActor,
  paletteActiveOf,
  paletteQueryOf,
  paletteResultsOf,
  paletteStatusOf,
} from '../../machines/shell/palette/toView.ts';
import type { PaletteKind } from '../../services/keyboard/paletteEntries.ts';
import { useT } from '../common/useT.ts';

const KIND_KEYS = {
  chat: 'keyboard.kind.chat',
  contact: 'keyboard.kind.contact',
  number: 'keyboard.kind.number',
  action: 'keyboard.kind.action',
} as const satisfies Record<PaletteKind, string>;

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '90vw' },
  content: { display: 'flex', flexDirection: 'column', gap: '8px' },
  list: { maxHeight: '360px', overflowY: 'auto', margin: 0, padding: 0 },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  texts: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  detail: { color: tokens.colorNeutralForeground2 },
  kind: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
});

export function CommandPalette({ palette }: { palette: PaletteActor }) {
  const styles = useStyles();
  const t = useT();
  const open = useSelector(palette, isPaletteOpen);
  const query = useSelector(palette, paletteQueryOf);
  const results = useSelector(palette, paletteResultsOf);
  const active = useSelector(palette, paletteActiveOf);
  const status = useSelector(palette, paletteStatusOf);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      palette.send({ type: 'active.move', step: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      palette.send({ type: 'choose' });
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      // Ctrl/Cmd+K again closes it, as it opened it.
      event.preventDefault();
      palette.send({ type: 'palette.close' });
    }
  };

  const announcement =
    status === 'loading'
      ? t('common.loading')
      : status === 'unavailable'
        ? t('keyboard.palette.unavailable')
        : status === 'failed'
          ? t('keyboard.palette.failed')
          : status === 'searching'
            ? t('keyboard.palette.searching')
            : results.length === 0 && query.trim() !== ''
              ? t('keyboard.palette.none', { query: query.trim() })
              : t('keyboard.palette.count', { count: results.length });

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && palette.send({ type: 'palette.close' })}>
      <DialogSurface className={styles.surface} aria-labelledby={`${baseId}-title`}>
        <DialogBody>
          <DialogTitle id={`${baseId}-title`}>{t('keyboard.palette.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Input
              autoFocus
              contentBefore={<SearchRegular aria-hidden />}
              value={query}
              placeholder={t('keyboard.palette.placeholder')}
              aria-label={t('keyboard.palette.input')}
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 && results.length > 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(_, data) => palette.send({ type: 'query.change', text: data.value })}
              onKeyDown={onKeyDown}
            />
            <Text role="status" size={200} className={styles.hint}>
              {announcement}
            </Text>
            {/* Busy while what can be found is gathered (the first opening fetches its code) or ranked. */}
            <div
              id={listId}
              role="listbox"
              aria-label={t('keyboard.palette.results')}
              aria-busy={status === 'loading' || status === 'searching'}
              className={styles.list}
            >
              {results.map((entry, index) => (
                // The input keeps focus (aria-activedescendant); a click chooses.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys.
                <div
                  key={entry.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={mergeClasses(styles.option, index === active && styles.active)}
                  onMouseMove={() => index !== active && palette.send({ type: 'active.set', index })}
                  onClick={() => palette.send({ type: 'choose', index })}
                >
                  <span className={styles.texts}>
                    <Text truncate wrap={false}>
                      {entry.label}
                    </Text>
                    {entry.detail !== '' && (
                      <Text size={200} truncate wrap={false} className={styles.detail}>
                        {entry.detail}
                      </Text>
                    )}
                  </span>
                  <Text size={200} className={styles.kind}>
                    {t(KIND_KEYS[entry.kind])}
                  </Text>
                </div>
              ))}
            </div>
            <Text size={200} className={styles.hint} aria-hidden>
              {t('keyboard.palette.hint')}
            </Text>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
