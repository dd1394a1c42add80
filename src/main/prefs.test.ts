import { describe, expect, it } from 'vitest';
import { isAllowedApiUrl, PrefsData, remoteApiUrl } from './prefs';

describe('a remote API server', () => {
  it.each([
    'https://api.kosar.example',
    'https://api.kosar.example:8443/',
    'http://127.0.0.1:8080',
    'http://127.4.5.6:8080',
    'http://localhost:8080',
    'http://LOCALHOST:8080',
    'http://[::1]:8080',
  ])('is taken at %s', (url) => {
    expect(isAllowedApiUrl(url)).toBe(true);
    expect(remoteApiUrl(url, undefined, () => {})).toBe(url);
    expect(PrefsData.shape.apiUrl.parse(url)).toBe(url);
  });

  it.each([
    'http://api.kosar.example',
    'http://192.168.1.10:8080',
    'http://10.0.0.1',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://[::ffff:7f00:1]:8080',
    'ftp://api.kosar.example',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ws://127.0.0.1:8080',
    'data:text/plain,x',
    'not a url',
  ])('is refused at %j: not used, and said in the log', (url) => {
    expect(isAllowedApiUrl(url)).toBe(false);
    const said: string[] = [];
    // From the environment or the preferences: the embedded server instead.
    expect(remoteApiUrl(null, url, (m) => said.push(m))).toBeNull();
    expect(remoteApiUrl(url, 'https://api.kosar.example', (m) => said.push(m))).toBeNull();
    expect(said).toHaveLength(2);
    expect(said[0]).toContain('KOSAR_API_URL');
    expect(said[1]).toContain('apiUrl');
    expect(said.join('\n')).toMatch(/https/);
    expect(PrefsData.shape.apiUrl.parse(url)).toBeNull();
  });

  it('the preference comes before the environment, and neither means the embedded server', () => {
    expect(remoteApiUrl('https://a.example', 'https://b.example', () => {})).toBe('https://a.example');
    expect(remoteApiUrl(null, 'https://b.example', () => {})).toBe('https://b.example');
    expect(remoteApiUrl(null, undefined, () => {})).toBeNull();
    expect(remoteApiUrl(undefined, 'https://b.example', () => {})).toBe('https://b.example');
    // Whatever a hand-edited prefs file holds.
    const said: string[] = [];
    expect(remoteApiUrl(42, 'https://b.example', (m) => said.push(m))).toBeNull();
    expect(remoteApiUrl({ href: 'https://a.example' }, undefined, (m) => said.push(m))).toBeNull();
    expect(said).toHaveLength(2);
    // An empty variable is an unset one.
    expect(remoteApiUrl(null, '', () => {})).toBeNull();
    expect(isAllowedApiUrl('')).toBe(false);
  });
});
