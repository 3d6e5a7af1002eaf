/**
 * The search over the chats (issue 22 item 5, docs/chat-search.md): a combobox over the chat list
 * and, while something is typed, its results in place of the list — conversations by contact name
 * or number, messages by text with the matches marked. Arrow keys move through the results,
 * Enter opens one (its conversation, at the message), Esc clears. The count (or "Searching…", or
 * the failure) is announced to screen readers as it changes.
 */
import { Button, Input, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import {
  type ChatSearchActor,
  highlightParts,
  type SearchHit,
  type SearchView,
  searchViewOf,
} from '../../machines/chats/chatSearch/toView.ts';
import { chatListDateMessage } from '../../services/chats/timeLabels.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { useToday } from './useToday.ts';

const useStyles = makeStyles({
  box: { padding: '0 12px 8px' },
  input: { width: '100%' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  results: { flexGrow: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  status: { padding: '8px 12px', color: tokens.colorNeutralForeground2 },
  failed: { padding: '8px 12px', display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'flex-start' },
  listbox: { outline: 'none' },
  hit: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: '8px 12px',
    cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `2px solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '-2px',
  },
  line: { display: 'flex', alignItems: 'center', gap: '8px', minWidth: 0 },
  grow: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  secondary: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  text: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
  },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
  more: { margin: '8px 12px', alignSelf: 'flex-start' },
});

/**
 * The search box, and under it either the chat list (`children`, nothing typed) or the results.
 * The highlighted result (the box's arrow keys) is presentational state, kept here for both.
 */
export function ChatSearch({ search, children }: { search: ChatSearchActor; children: ReactNode }) {
  const view = useSelector(search, searchViewOf);
  const listId = useId();
  const [active, setActive] = useActive(view.hits);
  return (
    <>
      <SearchBox search={search} view={view} listId={listId} active={active} setActive={setActive} />
      {view.phase === 'idle' ? children : <Results search={search} view={view} listId={listId} active={active} />}
    </>
  );
}

interface BoxProps {
  search: ChatSearchActor;
  view: SearchView;
  listId: string;
  active: number;
  setActive(index: number): void;
}

/** The box over the chat list: what is typed goes to the chart, keys move through the results. */
function SearchBox({ search, view, listId, active, setActive }: BoxProps) {
  const styles = useStyles();
  const t = useT();
  const hintId = useId();
  const expanded = view.phase !== 'idle';
  const activeHit = active >= 0 ? view.hits[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = view.hits.length - 1;
    if (event.key === 'ArrowDown' && last >= 0) {
      event.preventDefault();
      setActive(Math.min(active + 1, last));
    } else if (event.key === 'ArrowUp' && last >= 0) {
      event.preventDefault();
      setActive(Math.max(active - 1, 0));
    } else if (event.key === 'Enter') {
      const hit = activeHit ?? view.hits[0];
      if (!hit) return;
      event.preventDefault();
      search.send({ type: 'search.choose', ...hit.target });
    } else if (event.key === 'Escape' && view.typed !== '') {
      event.preventDefault();
      search.send({ type: 'search.clear' });
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers
    <div role="search" className={styles.box}>
      <Input
        className={styles.input}
        role="combobox"
        aria-label={t('chatSearch.label')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeHit ? hitDomId(listId, activeHit) : undefined}
        aria-describedby={hintId}
        placeholder={t('chatSearch.placeholder')}
        value={view.typed}
        onChange={(_, data) => search.send({ type: 'search.type', text: data.value })}
        onKeyDown={onKeyDown}
        contentBefore={<SearchRegular aria-hidden />}
        contentAfter={
          view.typed === '' ? undefined : (
            <Button
              appearance="transparent"
              size="small"
              icon={<DismissRegular />}
              aria-label={t('chatSearch.clear')}
              onClick={() => search.send({ type: 'search.clear' })}
            />
          )
        }
      />
      <span id={hintId} className={styles.hidden}>
        {t('chatSearch.hint')}
      </span>
    </div>
  );
}

/** The highlighted result: reset when the results change, moved by the box's arrow keys. */
function useActive(hits: readonly SearchHit[]): [number, (index: number) => void] {
  const [state, setState] = useState({ hits, active: -1 });
  if (state.hits !== hits) {
    // A new list (another query, or a page more keeps the first rows): the highlight follows by id.
    const kept = state.active >= 0 ? hits.findIndex((hit) => hit.id === state.hits[state.active]?.id) : -1;
    setState({ hits, active: kept });
  }
  return [state.active, (active) => setState({ hits, active })];
}

function hitDomId(listId: string, hit: SearchHit): string {
  return `${listId}-${hit.id}`;
}

interface ResultsProps {
  search: ChatSearchActor;
  view: SearchView;
  listId: string;
  active: number;
}

/** The results in place of the chat list while something is typed. */
function Results({ search, view, listId, active }: ResultsProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.results}>
      <Text className={styles.status} role="status">
        {statusText(view, t)}
      </Text>
      {view.phase === 'failed' && (
        <div className={styles.failed} role="alert">
          <Text>{t('chatSearch.failed')}</Text>
          <Button onClick={() => search.send({ type: 'search.retry' })}>{t('chatSearch.retry')}</Button>
        </div>
      )}
      {view.phase === 'shown' && <HitList search={search} view={view} listId={listId} active={active} />}
    </div>
  );
}

function statusText(view: SearchView, t: ReturnType<typeof useT>): string {
  if (view.phase === 'busy') return t('chatSearch.searching');
  if (view.phase === 'shown') {
    const values = { count: view.hits.length, query: view.query };
    return view.more === 'none' ? t('chatSearch.count', values) : t('chatSearch.countMore', values);
  }
  return '';
}

function HitList({ search, view, listId, active }: ResultsProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      {view.hits.length > 0 && (
        <div id={listId} role="listbox" aria-label={t('chatSearch.results')} className={styles.listbox}>
          {view.hits.map((hit, index) => (
            <HitRow
              key={hit.id}
              id={hitDomId(listId, hit)}
              hit={hit}
              query={view.query}
              active={index === active}
              onChoose={() => search.send({ type: 'search.choose', ...hit.target })}
            />
          ))}
        </div>
      )}
      {view.more === 'available' && (
        <Button className={styles.more} onClick={() => search.send({ type: 'search.more' })}>
          {t('chatSearch.more')}
        </Button>
      )}
      {view.more === 'loading' && <Spinner size="tiny" label={t('chatSearch.loadingMore')} />}
      {view.more === 'failed' && (
        <div className={styles.failed} role="alert">
          <Text>{t('chatSearch.moreFailed')}</Text>
          <Button onClick={() => search.send({ type: 'search.more' })}>{t('chatSearch.retry')}</Button>
        </div>
      )}
    </>
  );
}

function HitRow({
  id,
  hit,
  query,
  active,
  onChoose,
}: {
  id: string;
  hit: SearchHit;
  query: string;
  active: boolean;
  onChoose(): void;
}) {
  const styles = useStyles();
  const t = useT();
  const format = usePhoneFormat();
  const now = useToday();
  const number = format.full(hit.otherFullNumber, hit.otherTelCode);
  const name = hit.contactName === '' ? number : hit.contactName;
  const date = chatListDateMessage(hit.date, now);
  const ref = (element: HTMLDivElement | null) => {
    // The highlighted result stays in view as the keys move it (where the page lays out: not in jsdom).
    if (active) element?.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    // The box keeps the focus (aria-activedescendant): a click chooses, the keys are the box's.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
    <div
      ref={ref}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={mergeClasses(styles.hit, active && styles.active)}
      onClick={onChoose}
    >
      <span className={styles.line}>
        <Text className={styles.grow} weight="semibold">
          {hit.kind === 'conversation' ? <Marked text={name} query={query} /> : name}
        </Text>
        <Text className={styles.secondary} size={200}>
          {t(date.id, date.values)}
        </Text>
      </span>
      {hit.kind === 'conversation' ? (
        <Text className={styles.text} size={200}>
          {t('chatSearch.conversation')}
          {hit.contactName !== '' && ` · ${number}`}
        </Text>
      ) : (
        <Text className={styles.text} size={200}>
          <Marked text={hit.text} query={query} />
        </Text>
      )}
    </div>
  );
}

/** The text with every match of the query marked (`<mark>`, read as highlighted). */
function Marked({ text, query }: { text: string; query: string }) {
  const styles = useStyles();
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.mark ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
