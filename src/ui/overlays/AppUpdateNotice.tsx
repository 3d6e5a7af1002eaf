import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppUpdateMachine } from '../../machines/shell/appUpdate/appUpdate.machine.ts';
import { selectAppUpdateView } from '../../machines/shell/appUpdate/toView.ts';
import { lazyNamed } from '../common/lazyNamed.ts';

export type AppUpdateActor = ActorRefFrom<AppUpdateMachine>;

// The notice's bar (Fluent's MessageBar) loads only when a new version is ready (docs/pwa.md).
const AppUpdateBar = lazyNamed(() => import('./AppUpdateBar.tsx'), 'AppUpdateBar');

/**
 * 'A new version is ready — Reload' (issue 24 item 1), from the app-update chart, which the root
 * starts after the first paint (`updates` resolves then; null where there is no service worker).
 */
export function AppUpdateNotice({ updates }: { updates: Promise<AppUpdateActor | null> }) {
  const [actor, setActor] = useState<AppUpdateActor | null>(null);
  useEffect(() => {
    let current = true;
    updates.then(
      (started) => current && setActor(started),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [updates]);
  return actor ? <ShownWhenReady actor={actor} /> : null;
}

function ShownWhenReady({ actor }: { actor: AppUpdateActor }) {
  const view = useSelector(actor, selectAppUpdateView);
  if (view === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateBar
        reloading={view === 'reloading'}
        onReload={() => actor.send({ type: 'update.reload' })}
        onLater={() => actor.send({ type: 'update.later' })}
      />
    </Suspense>
  );
}
