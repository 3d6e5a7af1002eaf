/**
 * Unit-test set-up. Views are tested in jsdom under a busy parallel run, where a render can take
 * well over testing-library's default 1 s; waits get 5 s (a passing wait returns at once anyway).
 *
 * The files share one jsdom (`isolate: false`, docs/testing.md): each test's views are unmounted
 * after it, and each jsdom file leaves the document and web storage empty.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

afterAll(() => {
  // A file may run in node instead (`@vitest-environment node`).
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
