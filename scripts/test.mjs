#!/usr/bin/env node
// `pnpm test`: builds the app, then runs every suite (unit, API, browser) and ends with one plain
// line "N passed, N failed" summed over all of them. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
const started = Date.now();

function run(label, command, args, cwd = root) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  return result.status === 0;
}

const suites = [
  { name: 'unit + API', cwd: root, file: join(results, 'unit.json') },
  { name: 'browser journeys', cwd: join(root, 'e2e'), file: join(results, 'e2e.json') },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

const built = run('build (web + API)', pnpm, ['run', 'build']);
if (!built) {
  failed += 1;
  lines.push('build: FAILED');
} else {
  for (const suite of suites) {
    const ok = run(
      suite.name,
      pnpm,
      ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${suite.file}`],
      suite.cwd,
    );
    if (!existsSync(suite.file)) {
      failed += 1;
      lines.push(`${suite.name}: no results (the runner crashed)`);
      continue;
    }
    const report = JSON.parse(readFileSync(suite.file, 'utf8'));
    const suitePassed = report.numPassedTests ?? 0;
    // A test file that cannot even load counts as a failure, not as nothing.
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    const suiteFailed =
      (report.numFailedTests ?? 0) + brokenFiles + (ok || report.numFailedTests || brokenFiles ? 0 : 1);
    const suiteSkipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    passed += suitePassed;
    failed += suiteFailed;
    skipped += suiteSkipped;
    lines.push(
      `${suite.name}: ${suitePassed} passed, ${suiteFailed} failed${suiteSkipped ? `, ${suiteSkipped} skipped` : ''}`,
    );
  }
}

console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const line of lines) console.log(`  ${line}`);
if (passed === 0 && failed === 0) failed = 1;
const summary = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
writeFileSync(join(results, 'summary.txt'), `${lines.join('\n')}\n${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
