import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue #19: the README names the Node versions the project supports, and package.json's `engines` says the same. */
const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const engines = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines?: { node?: string } }).engines?.node;

/** The lowest version of each `^x.y.z` / `>=x.y.z` part of a range, as [major, minor]. */
const floors = (range: string) =>
  range.split('||').map((part) => {
    const m = /^\s*(?:\^|>=)\s*(\d+)\.(\d+)\.\d+\s*$/.exec(part);
    if (!m) throw new Error(`unexpected range part "${part}"`);
    return [Number(m[1]), Number(m[2])] as const;
  });

describe('the Node version', () => {
  it('package.json has a Node range in engines', () => {
    expect(engines).toMatch(/\d+\.\d+\.\d+/);
  });

  it('the README quotes the same range as engines', () => {
    const stated = [...readme.matchAll(/\*\*Node\.js[^*]*\*\*\s*\(`([^`]+)`/g)].map((m) => m[1]);
    expect(stated, 'a bold "Node.js …" line followed by the range in backticks').toHaveLength(1);
    expect(stated[0]).toBe(engines);
  });

  it('the README names the lowest version of the range and the one Electron needs, and both are in engines', () => {
    const [lowest, ...others] = floors(engines!);
    const headline = /\*\*Node\.js (\d+)\.(\d+) or later\*\*/.exec(readme);
    expect(headline, 'the README says "Node.js X.Y or later"').not.toBeNull();
    expect([Number(headline![1]), Number(headline![2])]).toEqual([...lowest]);
    const electron = /Node (\d+)\.(\d+) or later, so for the desktop window/.exec(readme);
    expect(electron, 'the README says which Node the desktop app needs').not.toBeNull();
    expect(others.map((v) => v.join('.'))).toContain(`${electron![1]}.${electron![2]}`);
  });
});
