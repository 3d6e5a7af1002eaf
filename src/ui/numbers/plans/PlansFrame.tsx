import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { NumbersActor } from '../../../machines/numbers/numbers/toView.ts';
import { type PlansPageActor, plansPageToView } from '../../../machines/numbers/plansPage/toView.ts';
import { selectLocale } from '../../../machines/shell/app/toView.ts';
import { LANGUAGE_CODE_OF } from '../../../services/i18n/locale.ts';
import { useAppActor } from '../../appContext.ts';
import { useT } from '../../common/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: '480px' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '8px 16px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flexGrow: 1 },
  frame: { flexGrow: 1, width: '100%', border: 'none' },
});

/** The numbers area's embedded plans page (spec 3 §2): the `plansPage` chart it runs. */
export function PlansSection({ numbers }: { numbers: NumbersActor }) {
  const page = useSelector(numbers, (s) => s.children.plansPage as PlansPageActor | undefined);
  return page ? <PlansFrame page={page} /> : null;
}

/**
 * The header (title, back arrow, the route's buttons) over the frame, and the window's message
 * events handed to the chart, which checks their origin (spec 3 §3). Only messages whose source
 * is this frame are handed over at all.
 */
function PlansFrame({ page }: { page: PlansPageActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const view = useSelector(page, plansPageToView, shallowEqual);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    page.send({ type: 'frame.language', languageCode: LANGUAGE_CODE_OF(locale, platform) });
  }, [page, locale, platform]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (frame.current && event.source === frame.current.contentWindow) {
        page.send({ type: 'frame.message', origin: event.origin, data: event.data });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [page]);

  // The port is handed over as soon as the frame exists (its window stays the same object across
  // the navigation), so no early `afterEach` or `language` finds the chart without one.
  const { origin, url } = view;
  useEffect(() => {
    const target = url ? frame.current?.contentWindow : null;
    if (!target || !origin) return;
    page.send({ type: 'frame.attached', port: { post: (message) => target.postMessage(message, origin) } });
  }, [page, url, origin]);

  if (view.unavailable) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('planChange.unavailable')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => page.send({ type: 'plansPage.reload' })}>{t('newNumber.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <section className={styles.root} aria-label={t('numbers.menu.plans')}>
      <header className={styles.header}>
        {view.back && (
          <Button
            appearance="subtle"
            icon={<ArrowLeftRegular />}
            aria-label={t('plansPage.back')}
            onClick={() => page.send({ type: 'header.back' })}
          />
        )}
        <Text as="h2" weight="semibold" className={styles.title}>
          {view.title || t('plansPage.title')}
        </Text>
        {view.buttons.map((button) => (
          <Button key={button} onClick={() => page.send({ type: 'header.button', button })}>
            {t(`plansPage.${button}`)}
          </Button>
        ))}
      </header>
      {view.url && <iframe ref={frame} className={styles.frame} src={view.url} title={t('plansPage.frame')} />}
    </section>
  );
}
