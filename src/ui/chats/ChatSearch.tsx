/**
 * The search over the chats (issue 22 item 5, docs/chat-search.md): a combobox over the chat list
 * and, while something is typed, its results in place of the list — conversations by contact name
 * or number, messages by text with the matches marked. Arrow keys move through the results,
 * Enter opens one (its conversation, at the message), Esc clears. The count (or "Searching…", or
 * the failure) is announced to screen readers as it changes.
 */
import { Button, Input, makeStyles, Text } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import {
  type ChatSearchActor,
  hitDomId,
  type SearchHit,
  type SearchView,
  searchViewOf,
} from '../../machines/chats/chatSearch/toView.ts';
import { loadedWhenShownOrFailed } from '../common/loadedWhenShown.ts';
import { useT } from '../common/useT.ts';
import type { ResultsProps } from './ChatSearchResults.tsx';
import { useResultsFrameStyles } from './chatSearchStyles.ts';

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
});

/**
 * The results' code (their list, rows and marks) is fetched when something is first typed, not
 * with the chats tab (docs/delivery.md); meanwhile 'Searching…' shows, and code that cannot be
 * fetched (offline, a new deployment) is said with a 'Try again', like a search that failed.
 */
const useResults = loadedWhenShownOrFailed(() => import('./ChatSearchResults.tsx').then((module) => module.Results));

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
      {view.phase === 'idle' ? (
        children
      ) : (
        <ResultsWhenLoaded search={search} view={view} listId={listId} active={active} />
      )}
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

/** The results once their code is here; until then 'Searching…', or the failure to fetch it. */
function ResultsWhenLoaded(props: ResultsProps) {
  const { part: Results, failed, retry } = useResults();
  const styles = useResultsFrameStyles();
  const t = useT();
  if (Results) return <Results {...props} />;
  return (
    <div className={styles.results}>
      {failed ? (
        <div className={styles.failed} role="alert">
          <Text>{t('chatSearch.failed')}</Text>
          <Button onClick={retry}>{t('chatSearch.retry')}</Button>
        </div>
      ) : (
        <Text className={styles.status} role="status">
          {t('chatSearch.searching')}
        </Text>
      )}
    </div>
  );
}
