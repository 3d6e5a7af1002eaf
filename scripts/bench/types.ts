/**
 * The shape every benchmark section shares. `scripts/bench.ts` runs the sections in
 * `scripts/bench/` and prints their lines; a section measures against baselines it starts in the
 * same run and reports ratios (figures are medians of interleaved repetitions). Only budgets that
 * are deterministic (sizes) may fail the run, and only under `--check`.
 */
export interface BenchLine {
  /** What was measured, e.g. 'login screen JS as sent (brotli)'. */
  name: string;
  value: number;
  unit: string;
  /** The same measure of the bare baseline, measured in the same run. */
  baseline?: number;
  /** value / baseline (or the reverse where higher is better; the section says which). */
  ratio?: number;
  /** The budget in words, e.g. '≤ 150 KB' or '≥ 10 % of bare'. */
  budget?: string;
  withinBudget?: boolean;
  /** True when the budget is deterministic and `--check` should fail on it. */
  enforced?: boolean;
}

export interface BenchSection {
  name: string;
  run(options: { check: boolean }): Promise<BenchLine[]>;
}
