import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  type CallbackDeliveriesActor,
  callbackDeliveriesToView,
} from '../../../machines/account/callbackDeliveries/toView.ts';
import type { CallbackDelivery } from '../../../machines/account/callbackDeliveries/types.ts';
import { useT } from '../../common/useT.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '12px', padding: '16px' },
  row: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    margin: 0,
    padding: '8px',
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

const STATE_COLOR = { pending: 'warning', delivered: 'success', failed: 'danger' } as const;

/** The callback delivery console (issue 13 item 2): the `callbackDeliveries` chart. */
export function CallbackDeliveriesView({ flow }: { flow: CallbackDeliveriesActor }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const view = useSelector(flow, callbackDeliveriesToView, shallowEqual);
  const time = (ms: number | null) =>
    ms === null ? t('api.deliveries.none') : intl.formatDate(ms, { dateStyle: 'short', timeStyle: 'medium' });
  const eventName = (row: CallbackDelivery) =>
    row.event === 'codeSms' ? t('api.deliveries.event.codeSms') : row.event;

  return (
    <Card className={styles.card}>
      <Text as="h2" weight="semibold" size={500}>
        {t('api.deliveries.title')}
      </Text>
      <div className={styles.row}>
        <Switch
          label={t('api.deliveries.failedOnly')}
          checked={view.failedOnly}
          onChange={(_, data) => flow.send({ type: 'deliveries.filter', failedOnly: data.checked })}
        />
        <Text size={200}>{t('api.deliveries.live')}</Text>
      </div>
      {view.loading ? <Spinner size="small" /> : null}
      {view.unavailable ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('api.deliveries.unavailable')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => flow.send({ type: 'deliveries.reload' })}>{t('api.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!view.loading && !view.unavailable && view.list.length === 0 ? <Text>{t('api.deliveries.empty')}</Text> : null}
      {view.list.length > 0 ? (
        <Table size="small" aria-label={t('api.deliveries.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('api.deliveries.event')}</TableHeaderCell>
              <TableHeaderCell>{t('api.deliveries.time')}</TableHeaderCell>
              <TableHeaderCell>{t('api.deliveries.state')}</TableHeaderCell>
              <TableHeaderCell>{t('api.deliveries.status')}</TableHeaderCell>
              <TableHeaderCell>{t('api.deliveries.latency')}</TableHeaderCell>
              <TableHeaderCell>{t('api.deliveries.attempts')}</TableHeaderCell>
              <TableHeaderCell>{t('api.deliveries.nextRetry')}</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {view.list.map((row) => (
              <TableRow key={row.id} aria-selected={row.id === view.openId}>
                <TableCell>{eventName(row)}</TableCell>
                <TableCell>{time(row.createdAt)}</TableCell>
                <TableCell>
                  <Badge color={STATE_COLOR[row.state]}>{t(`api.deliveries.state.${row.state}`)}</Badge>
                </TableCell>
                <TableCell>{row.httpStatus ?? t('api.deliveries.none')}</TableCell>
                <TableCell>
                  {row.latencyMs === null ? t('api.deliveries.none') : t('api.deliveries.ms', { ms: row.latencyMs })}
                </TableCell>
                <TableCell>{row.attempts}</TableCell>
                <TableCell>{time(row.nextAttemptAt)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={t('api.deliveries.open', { id: row.id })}
                    onClick={() => flow.send({ type: 'delivery.open', id: row.id })}
                  >
                    {t('api.deliveries.details')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {view.pages > 1 ? (
        <div className={styles.row}>
          <Button disabled={view.page <= 1} onClick={() => flow.send({ type: 'deliveries.page', page: view.page - 1 })}>
            {t('api.deliveries.previous')}
          </Button>
          <Text>{t('api.deliveries.page', { page: view.page, pages: view.pages })}</Text>
          <Button
            disabled={view.page >= view.pages}
            onClick={() => flow.send({ type: 'deliveries.page', page: view.page + 1 })}
          >
            {t('api.deliveries.next')}
          </Button>
        </div>
      ) : null}
      {view.detailLoading ? <Spinner size="small" /> : null}
      {view.detail ? (
        <section aria-label={t('api.delivery.title', { id: view.detail.id })} className={styles.card}>
          <Text weight="semibold">{t('api.delivery.title', { id: view.detail.id })}</Text>
          {view.detail.replayOf ? <Text>{t('api.delivery.replayOf', { id: view.detail.replayOf })}</Text> : null}
          <Text>
            {t('api.delivery.url')}: {view.detail.url}
          </Text>
          <Text weight="semibold">{t('api.delivery.body')}</Text>
          <pre className={styles.code}>{view.detail.body}</pre>
          <Text weight="semibold">{t('api.delivery.response')}</Text>
          <pre className={styles.code}>{view.detail.responseSnippet || t('api.deliveries.none')}</pre>
          {view.detail.error ? (
            <Text>
              {t('api.delivery.error')}: {view.detail.error}
            </Text>
          ) : null}
          <div className={styles.row}>
            <Button
              appearance="primary"
              disabled={view.replaying}
              onClick={() => flow.send({ type: 'delivery.replay' })}
            >
              {t('api.delivery.replay')}
            </Button>
            <Button onClick={() => flow.send({ type: 'delivery.close' })}>{t('api.delivery.close')}</Button>
          </div>
        </section>
      ) : null}
    </Card>
  );
}
