import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { newSecret } from '../server/security';
import { findDeepLinkArg, parseDeepLink, protocolClientArgs, routeDeepLink } from './deep-link';

// A key in the form the server issues: 32 random bytes in base64url.
const KEY = 'Q2hvb3NlIGEgbmV3IHBhc3N3b3JkIGZvciBLb3PDoXI';
const link = (key: string, email = 'a@b.hu') => `kosar://reset-password?key=${key}&email=${encodeURIComponent(email)}`;

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

  it('accepts every reset key the server issues', () => {
    for (let i = 0; i < 500; i++) {
      const key = newSecret();
      expect(parseDeepLink(link(key))?.key, key).toBe(key);
    }
  });

  it.each([
    ['too short', KEY.slice(0, 42)],
    ['too long', `${KEY}A`],
    ['padded', `${KEY}=`],
    ['base64, not base64url', `${KEY.slice(0, 20)}+/${KEY.slice(22)}`],
    ['a last character that 32 bytes cannot end in', `${KEY.slice(0, 42)}B`],
    ['a dot', `${KEY.slice(0, 20)}.${KEY.slice(21)}`],
    ['a space', `${KEY.slice(0, 20)}%20${KEY.slice(21)}`],
    ['a 32-character key the server never issues', 'abcdefghijklmnopqrstuvwxyz012345'],
    ['a 256-character key', 'A'.repeat(256)],
  ])('refuses a reset key with %s', (_why, key) => {
    expect(parseDeepLink(link(key))).toBeNull();
    expect(routeDeepLink(link(key), false)).toEqual({ kind: 'refuse', reason: 'invalid' });
  });

  it.each([
    'https://evil.example/reset-password?key=x&email=a@b.hu',
    `kosar://delete-account?key=${KEY}&email=a@b.hu`,
    'kosar://reset-password?key=short&email=a@b.hu',
    `kosar://reset-password?key=${KEY}&email=not-an-email`,
    `kosar://reset-password?key=${KEY}`,
    'not a url',
    `kosar://reset-password?key=${KEY}&email=a@b.hu&pad=${'x'.repeat(4096)}`,
  ])('refuses other links (%#)', (url) => expect(parseDeepLink(url)).toBeNull());

  it('opens the reset screen for a visitor and refuses it for a signed-in user', () => {
    const url = link(KEY);
    expect(routeDeepLink(url, false)).toEqual({ kind: 'open-reset', link: { key: KEY, email: 'a@b.hu' } });
    expect(routeDeepLink(url, true)).toEqual({ kind: 'refuse', reason: 'signed-in' });
    expect(routeDeepLink('kosar://other', false)).toEqual({ kind: 'refuse', reason: 'invalid' });
  });
});

describe('the link on the command line', () => {
  const url = link(KEY);

  it('on Windows, is read only as the one argument after --, where it cannot be a switch', () => {
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe', '--', url], 'win32')).toBe(url);
    // Chromium puts its own switches before the terminator in a second instance's argv.
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe', '--allow-file-access-from-files', '--', url], 'win32')).toBe(url);
    // Not registered by this app (no terminator): ignored.
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe', url], 'win32')).toBeNull();
    // A link before the terminator is where a switch would be read.
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe', url, '--'], 'win32')).toBeNull();
    // A link that broke out of its quotes arrives as several arguments: refused whole.
    expect(
      findDeepLinkArg(['C:\\Kosar\\Kosar.exe', '--', 'kosar://reset-password?key=x', '--gpu-launcher=calc'], 'win32'),
    ).toBeNull();
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe', '--', '--inspect=9229'], 'win32')).toBeNull();
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe', '--'], 'win32')).toBeNull();
    expect(findDeepLinkArg(['C:\\Kosar\\Kosar.exe'], 'win32')).toBeNull();
  });

  it('on Linux and macOS, after -- when there is one, else among the plain arguments', () => {
    expect(findDeepLinkArg(['/opt/Kosár/kosar', '--', url], 'linux')).toBe(url);
    expect(findDeepLinkArg(['/opt/Kosár/kosar', url], 'linux')).toBe(url);
    expect(findDeepLinkArg(['/usr/bin/electron', '.', '--no-sandbox', url], 'linux')).toBe(url);
    expect(findDeepLinkArg(['/opt/Kosár/kosar', url, '--', 'other'], 'linux')).toBeNull();
    expect(findDeepLinkArg(['/opt/Kosár/kosar', '.'], 'darwin')).toBeNull();
  });

  it('registers the scheme with -- last, for the installed app and for `electron .`, and never under test', () => {
    const base = { execPath: 'C:\\Kosar\\Kosar.exe', env: {} };
    expect(protocolClientArgs({ ...base, defaultApp: false, argv: ['C:\\Kosar\\Kosar.exe'] })).toEqual({
      protocol: 'kosar',
      path: 'C:\\Kosar\\Kosar.exe',
      args: ['--'],
    });
    expect(
      protocolClientArgs({ ...base, execPath: '/usr/bin/electron', defaultApp: true, argv: ['/usr/bin/electron', '.'] }),
    ).toEqual({
      protocol: 'kosar',
      path: '/usr/bin/electron',
      args: [resolve('.'), '--'],
    });
    expect(protocolClientArgs({ ...base, defaultApp: true, argv: ['/usr/bin/electron'] })).toBeNull();
    expect(protocolClientArgs({ ...base, defaultApp: false, argv: ['/opt/Kosár/kosar'], env: { NODE_ENV: 'test' } })).toBeNull();
  });
});
