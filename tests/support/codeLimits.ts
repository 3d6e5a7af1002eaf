/**
 * Code limits for test servers: every request of a test comes from 127.0.0.1, so the per-IP and
 * server-wide limits would stop a suite that logs in a few dozen times. The per-destination and
 * guessing limits stay as in production; tests/server/edges.test.ts checks all of them with the
 * production figures.
 */
import type { CodeLimits } from '../../server/domain/codeLimits.ts';

const UNLIMITED = { soft: 1_000_000, hard: 1_000_000 };

export const LOOPBACK_TEST_CODE_LIMITS: Partial<CodeLimits> = { perIp: UNLIMITED, global: UNLIMITED };
