#!/usr/bin/env node
// `npm test`: every suite (unit, integration, end-to-end), then one line `N passed, N failed` over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
// Test traffic stays on loopback: the price feed is off unless a test points it at a local stand-in.
const env = { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1', KOSAR_FEED: 'off' };
const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);

function run(cmd, cmdArgs, opts = {}) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}`);
  return spawnSync(cmd, cmdArgs, { stdio: 'inherit', env, ...opts }).status ?? 1;
}

/** Starts a command whose output goes to a file (printed when it ends); resolves to its exit status. */
function runToFile(cmd, cmdArgs, file) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')} > ${file} (alongside the end-to-end tests; printed when they end)`);
  const out = createWriteStream(file);
  const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => child.on('close', (code) => out.end(() => resolve(code ?? 1))));
}

/** Debian's Chromium drives the renderer tests; install it when missing and we are allowed to. */
function ensureChromium() {
  const path = process.env.KOSAR_CHROMIUM ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (existsSync(path)) return true;
  console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium (or set KOSAR_CHROMIUM).`);
  return false;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

/** Starts a command with the terminal as its output; resolves to its exit status. */
function runLive(cmd, cmdArgs) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}`);
  const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** Names of the tests that failed, printed again last so the tail of a CI log says which they were. */
const failedNames = [];

function countVitest(status) {
  try {
    const r = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failedNames.push(`${file.name.replace(root, '')} > ${t.fullName ?? t.title}`);
      }
    }
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    // A suite that failed to load has no failed test but a failed file.
    if (status !== 0 && r.numFailedTests === 0) broken = true;
  } catch {
    broken = true;
  }
}

function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'unexpected') failedNames.push(`${[...here, spec.title].join(' > ')} (${t.projectName})`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

function countPlaywright(status) {
  try {
    const r = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    for (const suite of r.suites ?? []) playwrightFailures(suite);
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
    if (status !== 0 && r.stats.unexpected === 0) broken = true;
  } catch {
    broken = true;
  }
}

const vitestArgs = ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'];
// Linux: a private D-Bus with gnome-keyring, so the vault's keychain test runs against a real Secret Service.
const vitest = process.platform === 'linux' ? ['sh', 'scripts/with-keyring.sh', ...vitestArgs] : vitestArgs;

let e2eReady = false;
if (only('e2e')) {
  e2eReady = ensureChromium();
  if (!e2eReady) broken = true;
  else if (!existsSync('out/renderer/index.html') || process.env.CI || args.includes('--build')) run('npx', ['electron-vite', 'build']);
}

if (only('unit') && e2eReady) {
  // Both at once: the browser tests spend most of their time waiting on the page, which the unit tests' work fills.
  const unit = runToFile(vitest[0], vitest.slice(1), 'test-results/vitest.log');
  const e2eStatus = await runLive('npx', ['playwright', 'test']);
  const unitStatus = await unit;
  console.log('\n--- unit and integration tests (test-results/vitest.log) ---');
  process.stdout.write(readFileSync('test-results/vitest.log', 'utf8'));
  countVitest(unitStatus);
  countPlaywright(e2eStatus);
} else if (only('unit')) {
  countVitest(run(vitest[0], vitest.slice(1)));
} else if (e2eReady) {
  countPlaywright(run('npx', ['playwright', 'test']));
}

if (broken) totals.failed = Math.max(totals.failed, 1);
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
