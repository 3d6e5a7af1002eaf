import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type RefObject, useMemo, useSyncExternalStore } from 'react';
import { type ConversationActor, messageCostOf, sameMessageCost } from '../../machines/chats/conversation/toView.ts';
import { selectLocale } from '../../machines/shell/app/toView.ts';
import { formatBalance } from '../../services/brand/index.ts';
// Not the barrel: its histories name the account tab's messages, which the chats tab does not load.
import { balanceCovers } from '../../services/ledger/cost.ts';
import { smsSegments } from '../../services/ledger/smsSegments.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';

/**
 * The composer's "something changed" signal: the composer bumps it on input (a counter and a call,
 * nothing more per keystroke), the cost preview reads the text when React renders it — so a burst of
 * keystrokes costs one count of the text per render, and nothing else of the composer re-renders.
 */
export interface DraftSignal {
  bump(): void;
  subscribe(listener: () => void): () => void;
  version(): number;
}

export function createDraftSignal(): DraftSignal {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    bump() {
      version += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const useStyles = makeStyles({
  line: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', color: tokens.colorNeutralForeground3 },
  short: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  conversation: ConversationActor;
  draft: DraftSignal;
  editor: RefObject<HTMLDivElement | null>;
  /** The text as the person sees it (the composer's own reading of its field). */
  textOf(editor: HTMLElement): string;
}

/**
 * issue 11 item 8: as the person types — how many SMS the text is sent as (GSM-7 or Unicode), what
 * it costs to this person (asked once per destination by the conversation chart), and a warning
 * when the balance does not cover it.
 */
export function MessageCost({ conversation, draft, editor, textOf }: Props) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const locale = useSelector(app, selectLocale);
  const platform = useSelector(app, (s) => s.context.platform);
  const cost = useSelector(conversation, messageCostOf, sameMessageCost);
  const version = useSyncExternalStore(draft.subscribe, draft.version);
  // The draft's version says when the field's text changed: the text is read again only then.
  const segments = useMemo(() => {
    const field = editor.current;
    return smsSegments(field ? textOf(field).trim() : '');
  }, [version, editor, textOf]);
  if (segments.segments === 0) return null;
  const covered = typeof cost.price === 'string' ? balanceCovers(cost.balance, cost.price) : true;
  return (
    <div className={styles.line} role="status" aria-label={t('conversationView.cost.label')}>
      <Text size={200}>
        {t('conversationView.cost.segments', { count: segments.segments })} ·{' '}
        {t(`conversationView.cost.encoding.${segments.encoding}`)} ·{' '}
        {t('conversationView.cost.remaining', { remaining: segments.remaining })}
      </Text>
      {cost.price === null && <Text size={200}>{t('conversationView.cost.notSold')}</Text>}
      {typeof cost.price === 'string' && (
        <Text size={200}>
          {t('conversationView.cost.price', { price: formatBalance(platform, cost.price, locale) })}
        </Text>
      )}
      {!covered && (
        <Text size={200} className={styles.short}>
          {t('conversationView.cost.short')}
        </Text>
      )}
    </div>
  );
}
