/**
 * The chat search's results in place of the chat list while something is typed (issue 22 item 5,
 * docs/chat-search.md): the count or "Searching…", the failure, the conversations and messages
 * found with the matches marked, and more pages. Fetched when something is first typed
 * (`ChatSearch.tsx`), not with the chats tab (docs/delivery.md).
 */
import { Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  type ChatSearchActor,
  hitDomId,
  type SearchHit,
  type SearchView,
} from '../../machines/chats/chatSearch/toView.ts';
import { chatListDateMessage } from '../../services/chats/timeLabels.ts';
import { Marked } from '../common/Marked.tsx';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { useResultsFrameStyles } from './chatSearchStyles.ts';
import { useToday } from './useToday.ts';

const useStyles = makeStyles({
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
  more: { margin: '8px 12px', alignSelf: 'flex-start' },
});

export interface ResultsProps {
  search: ChatSearchActor;
  view: SearchView;
  listId: string;
  active: number;
}

/** The results in place of the chat list while something is typed. */
export function Results({ search, view, listId, active }: ResultsProps) {
  const frame = useResultsFrameStyles();
  const t = useT();
  return (
    <div className={frame.results}>
      <Text className={frame.status} role="status">
        {statusText(view, t)}
      </Text>
      {view.phase === 'failed' && (
        <div className={frame.failed} role="alert">
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
  const frame = useResultsFrameStyles();
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
        <div className={frame.failed} role="alert">
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
          {hit.contactName !== '' && (
            <>
              {' · '}
              <Marked text={number} query={query} />
            </>
          )}
        </Text>
      ) : (
        <Text className={styles.text} size={200}>
          {hit.fromTranscript && `${t('chatSearch.transcript')} · `}
          <Marked text={hit.text} query={query} />
        </Text>
      )}
    </div>
  );
}
