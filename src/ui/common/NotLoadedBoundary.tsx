/**
 * Where a lazily loaded view renders, a failure to fetch its code shows in its place instead of
 * taking the page down (offline with a chunk the service worker has not kept, or an old page whose
 * chunks a new deployment removed): 'This part of the app could not be loaded.' with Try again,
 * and Reload while the browser is online (docs/pwa.md "A view's code that does not arrive").
 * Any other error passes on to the boundaries above, as before. Kept tiny: it is in the start chunk.
 */
import { Button, Text } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { useT } from './useT.ts';

/** The rejection of a view's `import()`, told apart from a view's own errors. */
export class ViewNotLoaded extends Error {}

interface Props {
  /** Makes the next render fetch the code again (`React.lazy` keeps a rejected load for good). */
  onRetry(): void;
  children?: ReactNode;
}

export class NotLoadedBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ViewNotLoaded)) throw error;
    return (
      <NotLoaded
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

function NotLoaded({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert">
      <Text>{t('common.partNotLoaded')}</Text>{' '}
      <Button size="small" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
      {/* A stale deployment's chunks are gone from the server: only a reload (online) fetches the new ones. */}
      {navigator.onLine && (
        <Button size="small" appearance="transparent" onClick={() => location.reload()}>
          {t('common.reload')}
        </Button>
      )}
    </div>
  );
}
