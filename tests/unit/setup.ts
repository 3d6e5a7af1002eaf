/**
 * Unit-test set-up. Views are tested in jsdom under a busy parallel run, where a render can take
 * well over testing-library's default 1 s; waits get 5 s (a passing wait returns at once anyway).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
