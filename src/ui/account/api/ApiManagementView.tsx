import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  API_GUIDE_LINKS,
  type ApiManagementActor,
  apiGuideUrl,
  apiManagementToView,
  CALLBACK_PROTOCOL_OPTIONS,
} from '../../../machines/account/apiManagement/toView.ts';
import type { CallbackProtocol, PlatformField } from '../../../machines/account/apiManagement/types.ts';
import type { CallbackDeliveriesActor } from '../../../machines/account/callbackDeliveries/toView.ts';
import { selectAccountRef } from '../../../machines/shell/app/toView.ts';
import { useAppActor } from '../../appContext.ts';
import { NoticeDialog } from '../../common/NoticeDialog.tsx';
import { type Translate, useT } from '../../common/useT.ts';
import { CallbackDeliveriesView } from './CallbackDeliveriesView.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '20px', maxWidth: '960px' },
  card: { display: 'flex', flexDirection: 'column', gap: '12px', padding: '16px' },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '240px' },
  secret: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  links: { display: 'flex', gap: '16px' },
});

/** Account → API (pingme; spec 2 §2 API Management page): the `apiManagement` chart of the account area. */
export function ApiManagementView() {
  const app = useAppActor();
  const account = useSelector(app, selectAccountRef);
  return account ? <ApiOfAccount account={account} /> : null;
}

function ApiOfAccount({ account }: { account: NonNullable<ReturnType<typeof selectAccountRef>> }) {
  const flow = useSelector(account, (s) => s.children.apiManagement as ApiManagementActor | undefined);
  return flow ? <ApiScreen flow={flow} /> : <Spinner />;
}

function ApiScreen({ flow }: { flow: ApiManagementActor }) {
  const styles = useStyles();
  const t = useT();
  const view = useSelector(flow, apiManagementToView, shallowEqual);
  const deliveries = useSelector(flow, (s) => s.children.callbackDeliveries as CallbackDeliveriesActor | undefined);

  return (
    <section className={styles.root} aria-label={t('api.title')}>
      <Card className={styles.card}>
        <Text as="h2" weight="semibold" size={500}>
          {t('api.guide.title')}
        </Text>
        <Text>{t('api.guide.text')}</Text>
        <div className={styles.links}>
          {API_GUIDE_LINKS.map((link) => (
            <Link
              key={link.language}
              href={apiGuideUrl(link.path)}
              target="_blank"
              rel="noopener"
              lang={link.language}
              hrefLang={link.language}
            >
              {t(link.label)}
            </Link>
          ))}
        </div>
      </Card>

      <Card className={styles.card}>
        <Text as="h2" weight="semibold" size={500}>
          {view.access === 'verified' ? t('api.callback.title') : t('api.access.title')}
        </Text>
        <AccessBody flow={flow} view={view} t={t} />
      </Card>

      <PlatformRequest flow={flow} view={view} t={t} />
      {deliveries ? <CallbackDeliveriesView flow={deliveries} /> : null}
      <ApiDialogs flow={flow} view={view} t={t} />
    </section>
  );
}

type View = ReturnType<typeof apiManagementToView>;
interface Part {
  flow: ApiManagementActor;
  view: View;
  t: Translate;
}

function AccessBody({ flow, view, t }: Part) {
  const styles = useStyles();
  switch (view.access) {
    case 'loading':
      return <Spinner label={t('api.loading')} />;
    case 'unavailable':
      return (
        <MessageBar intent="error">
          <MessageBarBody>{t('api.unavailable')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => flow.send({ type: 'api.reload' })}>{t('api.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    case 'pending':
      return (
        <MessageBar intent="info">
          <MessageBarBody>{t('api.pending')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => flow.send({ type: 'api.reload' })}>{t('api.refresh')}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    case 'apply':
      return (
        <>
          <Text>{t('api.apply.text')}</Text>
          <UrlEditor flow={flow} view={view} t={t} disabled={view.applying}>
            <Button appearance="primary" disabled={!view.canApply} onClick={() => flow.send({ type: 'api.apply' })}>
              {t('api.apply')}
            </Button>
          </UrlEditor>
        </>
      );
    case 'rejected':
      return (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{t('api.rejected')}</MessageBarBody>
          </MessageBar>
          {/* spec 2 §4: edit and test are disabled at 3. */}
          <UrlEditor flow={flow} view={view} t={t} disabled>
            <Button disabled>{t('api.update')}</Button>
            <Button disabled>{t('api.test')}</Button>
          </UrlEditor>
        </>
      );
    case 'verified':
      return (
        <>
          <Secret
            label={t('api.userId')}
            value={view.info.userId}
            copyLabel={t('api.copyUserId')}
            onCopy={() => flow.send({ type: 'userId.copy' })}
          />
          <Secret
            label={t('api.key')}
            value={view.info.key}
            copyLabel={t('api.copyKey')}
            onCopy={() => flow.send({ type: 'key.copy' })}
          >
            <Button disabled={!view.canReset} onClick={() => flow.send({ type: 'key.reset' })}>
              {t('api.reset')}
            </Button>
          </Secret>
          {view.copied ? (
            <Text role="status" className={styles.secret}>
              {t('api.copied')}
            </Text>
          ) : null}
          <UrlEditor flow={flow} view={view} t={t} disabled={!view.canReset}>
            <Button appearance="primary" disabled={!view.canUpdate} onClick={() => flow.send({ type: 'api.update' })}>
              {t('api.update')}
            </Button>
            <Button disabled={!view.canTest} onClick={() => flow.send({ type: 'callback.test' })}>
              {view.testing ? t('api.testing') : t('api.test')}
            </Button>
          </UrlEditor>
        </>
      );
  }
}

function Secret({
  label,
  value,
  copyLabel,
  onCopy,
  children,
}: {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: () => void;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Field label={label} className={styles.grow}>
        <Input readOnly value={value} className={styles.secret} />
      </Field>
      <Button onClick={onCopy}>{copyLabel}</Button>
      {children}
    </div>
  );
}

/** spec 2 §5: protocol selector and the rest of the URL, lower-cased and split. */
function UrlEditor({ flow, view, t, disabled, children }: Part & { disabled: boolean; children: ReactNode }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  // Update Now (spec 2 §8) asks for the editor.
  useEffect(() => {
    if (view.editorFocus > 0) input.current?.focus();
  }, [view.editorFocus]);
  return (
    <div className={styles.row}>
      <Field label={t('api.protocol')}>
        <Select
          value={view.protocol}
          disabled={disabled}
          onChange={(_, data) => flow.send({ type: 'url.protocol', protocol: data.value as CallbackProtocol })}
        >
          {CALLBACK_PROTOCOL_OPTIONS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {protocol}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('api.callbackUrl')} className={styles.grow}>
        <Input
          ref={input}
          value={view.rest}
          disabled={disabled}
          placeholder={t('api.callbackUrl.placeholder')}
          onChange={(_, data) => flow.send({ type: 'url.edit', rest: data.value })}
        />
      </Field>
      {children}
    </div>
  );
}

/** spec 2 §5: name, URL and example all required; the example at most 160 with a counter. */
function PlatformRequest({ flow, view, t }: Part) {
  const styles = useStyles();
  const edit = (field: PlatformField) => (_: unknown, data: { value: string }) =>
    flow.send({ type: 'platform.edit', field, value: data.value });
  const tooLong = view.exampleCount > view.exampleMax;
  return (
    <Card className={styles.card}>
      <Text as="h2" weight="semibold" size={500}>
        {t('api.platform.title')}
      </Text>
      <Field label={t('api.platform.name')} required>
        <Input value={view.platform.name} onChange={edit('name')} disabled={view.platformSending} />
      </Field>
      <Field label={t('api.platform.url')} required>
        <Input value={view.platform.url} onChange={edit('url')} disabled={view.platformSending} />
      </Field>
      <Field
        label={t('api.platform.example')}
        required
        validationState={tooLong ? 'error' : 'none'}
        hint={t('api.platform.counter', { count: view.exampleCount, max: view.exampleMax })}
      >
        <Textarea value={view.platform.example} onChange={edit('example')} disabled={view.platformSending} />
      </Field>
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={!view.canRequestPlatform}
          onClick={() => flow.send({ type: 'platform.submit' })}
        >
          {t('api.platform.submit')}
        </Button>
      </div>
    </Card>
  );
}

function ApiDialogs({ flow, view, t }: Part) {
  const close = () => flow.send({ type: 'dialog.close' });
  if (view.platformSent) {
    return (
      <NoticeDialog
        title={t('api.platform.sent.title')}
        text={t('api.platform.sent.text')}
        onClose={() => flow.send({ type: 'platform.done' })}
        okLabel={t('api.dialog.ok')}
      />
    );
  }
  switch (view.dialog) {
    case 'submitted':
      return (
        <NoticeDialog
          title={t('api.dialog.submitted.title')}
          text={t('api.dialog.submitted.text')}
          onClose={close}
          okLabel={t('api.dialog.ok')}
        />
      );
    case 'updated':
      return (
        <NoticeDialog
          title={t('api.dialog.updated.title')}
          text={t('api.dialog.updated.text')}
          onClose={close}
          okLabel={t('api.dialog.ok')}
        />
      );
    case 'testOk':
      return (
        <NoticeDialog
          title={t('api.dialog.testOk.title')}
          text={t('api.dialog.testOk.text')}
          onClose={close}
          okLabel={t('api.dialog.ok')}
        />
      );
    case 'confirmReset':
      return (
        <Choice
          title={t('api.dialog.reset.title')}
          text={t('api.dialog.reset.text')}
          primary={t('api.dialog.yes')}
          secondary={t('api.dialog.no')}
          onPrimary={() => flow.send({ type: 'reset.yes' })}
          onSecondary={() => flow.send({ type: 'reset.no' })}
        />
      );
    case 'testFailed':
      return (
        <Choice
          title={t('api.dialog.testFailed.title')}
          text={t('api.dialog.testFailed.text')}
          primary={t('api.dialog.updateNow')}
          secondary={t('api.dialog.later')}
          onPrimary={() => flow.send({ type: 'test.updateNow' })}
          onSecondary={() => flow.send({ type: 'test.later' })}
        />
      );
    default:
      return null;
  }
}

function Choice(props: {
  title: string;
  text: string;
  primary: string;
  secondary: string;
  onPrimary: () => void;
  onSecondary: () => void;
}) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : props.onSecondary())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.text}</DialogContent>
          <DialogActions>
            <Button onClick={props.onSecondary}>{props.secondary}</Button>
            <Button appearance="primary" onClick={props.onPrimary}>
              {props.primary}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
