/**
 * The QA report (`npm run qa`, docs/testing.md "QA: one chart's paths in the browser"): a
 * Playwright reporter that writes `qa-report/index.html` for a reader who does not read code —
 * per chart, each generated path with its events, pass or fail, its steps (perform an event,
 * check the states the chart says it is in), and for a failure the step it stopped at, the states
 * expected there, what the screen showed instead, and the screenshot of that moment.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

interface StepRow {
  title: string;
  failed: boolean;
}

interface PathRow {
  chart: string;
  title: string;
  events: string;
  status: 'passed' | 'failed' | 'flaky' | 'skipped';
  seconds: number;
  steps: StepRow[];
  failure: { step: string; expected: string; seen: string; screenshot: string | null } | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// biome-ignore lint/suspicious/noControlCharactersInRegex: Playwright colours its messages with ANSI escapes.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** What a failed step expected, in words: the states of a check, or the event a person could not do. */
function expectationOf(step: string): string {
  if (step.startsWith('check ')) return `the screen of ${step.slice('check '.length).split(' + ').join(' and ')}`;
  if (step.startsWith('perform ')) return `to be able to do ${step.slice('perform '.length)}`;
  return step;
}

export default class QaReporter implements Reporter {
  private readonly folder = process.env.QA_REPORT ?? 'qa-report';
  private readonly paths = new Map<string, PathRow>();

  onBegin(): void {
    rmSync(this.folder, { recursive: true, force: true });
    mkdirSync(join(this.folder, 'shots'), { recursive: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotation = (type: string) => test.annotations.find((a) => a.type === type)?.description ?? '';
    const steps = result.steps
      .filter((step) => /^(perform|check) /.test(step.title))
      .map((step: TestStep) => ({ title: step.title, failed: step.error !== undefined }));
    const failedStep = steps.find((step) => step.failed);
    const passed = result.status === 'passed' || result.status === 'skipped';
    const screenshot = result.attachments.find((a) => a.name === 'screenshot' && a.path);
    let shot: string | null = null;
    if (!passed && screenshot?.path) {
      shot = `shots/${this.paths.size + 1}-${result.retry}.png`;
      copyFileSync(screenshot.path, join(this.folder, shot));
    }
    this.paths.set(test.id, {
      chart: annotation('chart') || test.parent.title || 'other',
      title: test.title,
      events: annotation('events'),
      status: passed ? (result.retry > 0 ? 'flaky' : result.status === 'skipped' ? 'skipped' : 'passed') : 'failed',
      seconds: result.duration / 1000,
      steps,
      failure: passed
        ? null
        : {
            step: failedStep?.title ?? '(before the first step)',
            expected: failedStep ? expectationOf(failedStep.title) : 'the flow to start',
            seen: plain(result.error?.message ?? result.errors[0]?.message ?? 'no message'),
            screenshot: shot,
          },
    });
  }

  onEnd(): void {
    const rows = [...this.paths.values()];
    const charts = [...new Set(rows.map((row) => row.chart))].sort();
    const count = (status: PathRow['status']) => rows.filter((row) => row.status === status).length;
    const sections = charts.map((chart) => {
      const ofChart = rows.filter((row) => row.chart === chart);
      const failed = ofChart.filter((row) => row.status === 'failed').length;
      return [
        `<section id="${escapeHtml(chart)}"><h2>${escapeHtml(chart)} — ${ofChart.length - failed} of ${ofChart.length} paths pass</h2>`,
        ...ofChart.map(renderPath),
        '</section>',
      ].join('\n');
    });
    const html = [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>QA report</title>',
      '<style>',
      'body{font-family:system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.45}',
      'details{border:1px solid #e2e8f0;border-radius:8px;margin:.5rem 0;padding:.5rem .75rem}',
      'summary{cursor:pointer}.passed{color:#15803d}.failed{color:#b91c1c}.flaky{color:#b45309}',
      'ol{margin:.25rem 0}li.bad{color:#b91c1c;font-weight:600}pre{white-space:pre-wrap;background:#f8fafc;padding:.5rem}',
      'img{max-width:100%;border:1px solid #e2e8f0}',
      '</style></head><body>',
      "<h1>QA report: the charts' paths in the browser</h1>",
      `<p>${rows.length} paths: <span class="passed">${count('passed')} passed</span>, ` +
        `<span class="failed">${count('failed')} failed</span>, <span class="flaky">${count('flaky')} passed on a retry</span>. ` +
        `Taken ${escapeHtml(new Date().toISOString())}. Each path is a list of events a person (or the server) causes; ` +
        'after each, the screen is checked against the states the chart says it is in.</p>',
      `<ul>${charts.map((chart) => `<li><a href="#${escapeHtml(chart)}">${escapeHtml(chart)}</a></li>`).join('')}</ul>`,
      ...sections,
      '</body></html>',
      '',
    ].join('\n');
    writeFileSync(join(this.folder, 'index.html'), html);
    console.log(`QA report: ${join(this.folder, 'index.html')}`);
  }
}

function renderPath(row: PathRow): string {
  const label = { passed: 'passed', failed: 'FAILED', flaky: 'passed on a retry', skipped: 'skipped' }[row.status];
  const steps = row.steps
    .map((step) => `<li${step.failed ? ' class="bad"' : ''}>${escapeHtml(step.title)}${step.failed ? ' ✗' : ''}</li>`)
    .join('');
  const failure = row.failure
    ? [
        `<p><strong>Stopped at:</strong> ${escapeHtml(row.failure.step)}</p>`,
        `<p><strong>Expected:</strong> ${escapeHtml(row.failure.expected)}</p>`,
        `<p><strong>Seen instead:</strong></p><pre>${escapeHtml(row.failure.seen)}</pre>`,
        row.failure.screenshot
          ? `<img src="${row.failure.screenshot}" alt="The screen when ${escapeHtml(row.title)} failed">`
          : '',
      ].join('\n')
    : '';
  return [
    `<details${row.status === 'failed' ? ' open' : ''}><summary><span class="${row.status}">${label}</span> · ${escapeHtml(row.title)} · ${row.seconds.toFixed(1)} s</summary>`,
    `<p><strong>Events:</strong> ${escapeHtml(row.events || '(none: the first screen only)')}</p>`,
    `<ol>${steps}</ol>`,
    failure,
    '</details>',
  ].join('\n');
}
