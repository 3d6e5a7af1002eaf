/**
 * A start-up failure the person starting the server must fix (an unusable data folder, no
 * PostgreSQL for the platform): its message says what, why and what to do in one line, and
 * `main.ts` prints that line alone, without a stack, and exits with `STARTUP_PROBLEM_EXIT_CODE`.
 */
export class StartupProblem extends Error {
  override name = 'StartupProblem';
}

/** sysexits' EX_CONFIG: the configuration (here, of the machine or the settings) is wrong. */
export const STARTUP_PROBLEM_EXIT_CODE = 78;
