import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { findDeepLinkArg, parseDeepLink, protocolClientArgs, routeDeepLink } from './deep-link';

const KEY = 'abcdefghijklmnopqrstuvwxyz012345';

describe('kosar:// links', () => {
  it('parses a reset-password link in its usual forms', () => {
    for (const url of [
      `kosar://reset-password?key=${KEY}&email=anna%40example.com`,
      `kosar://reset-password/?key=${KEY}&email=anna@example.com`,
      `kosar:///reset-password?key=${KEY}&email=Anna@Example.com`,
    ]) {
      expect(parseDeepLink(url)).toEqual({ key: KEY, email: 'anna@example.com' });
    }
  });
  it.each([
    'https://evil.example/reset-password?key=x&email=a@b.hu',
    `kosar://delete-account?key=${KEY}&email=a@b.hu`,
    'kosar://reset-password?key=short&email=a@b.hu',
    `kosar://reset-password?key=${KEY}&email=not-an-email`,
    `kosar://reset-password?key=${KEY}`,
    'not a url',
    `kosar://reset-password?key=${KEY}&email=a@b.hu&pad=${'x'.repeat(4096)}`,
  ])('refuses %s', (url) => expect(parseDeepLink(url)).toBeNull());

  it('finds the link among command-line arguments', () => {
    expect(findDeepLinkArg(['/app/kosar', '--flag', `kosar://reset-password?key=${KEY}&email=a@b.hu`])).toContain('kosar://');
    expect(findDeepLinkArg(['/app/kosar', '.'])).toBeNull();
  });

  it('opens the reset screen for a visitor and refuses it for a signed-in user', () => {
    const url = `kosar://reset-password?key=${KEY}&email=a@b.hu`;
    expect(routeDeepLink(url, false)).toEqual({ kind: 'open-reset', link: { key: KEY, email: 'a@b.hu' } });
    expect(routeDeepLink(url, true)).toEqual({ kind: 'refuse', reason: 'signed-in' });
    expect(routeDeepLink('kosar://other', false)).toEqual({ kind: 'refuse', reason: 'invalid' });
  });

  it('claims the scheme for the installed app, for `electron .` with its folder, and never under test', () => {
    const base = { execPath: '/usr/bin/electron', env: {} };
    expect(protocolClientArgs({ ...base, defaultApp: false, argv: ['/opt/Kosár/kosar'] })).toEqual({ protocol: 'kosar' });
    expect(protocolClientArgs({ ...base, defaultApp: true, argv: ['/usr/bin/electron', '.'] })).toEqual({
      protocol: 'kosar',
      path: '/usr/bin/electron',
      args: [resolve('.')],
    });
    expect(protocolClientArgs({ ...base, defaultApp: false, argv: ['/opt/Kosár/kosar'], env: { NODE_ENV: 'test' } })).toBeNull();
  });
});
