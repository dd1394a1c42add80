import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowedApiUrl, jsonFilePrefs, PrefsData, remoteApiUrl } from './prefs';

describe('settings kept in a JSON file', () => {
  it('says when a write fails and still saves the next setting once it can', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-prefs-'));
    try {
      // A plain file where the settings folder should be: the first write cannot create it.
      const blocker = join(dir, 'clients');
      await writeFile(blocker, 'not a folder');
      const file = join(blocker, 'a.json');
      const said: string[] = [];
      const prefs = await jsonFilePrefs(file, (m) => said.push(m));
      prefs.set('language', 'hu');
      await prefs.flush();
      expect(said).toHaveLength(1);
      expect(said[0]).toContain('settings not saved');

      await rm(blocker);
      prefs.set('email', 'anna@example.com');
      await prefs.flush();
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ language: 'hu', email: 'anna@example.com' });
      expect(said).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

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
