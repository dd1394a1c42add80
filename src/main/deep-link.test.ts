import { describe, expect, it } from 'vitest';
import { findDeepLinkArg, parseDeepLink, routeDeepLink } from './deep-link';

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
});
