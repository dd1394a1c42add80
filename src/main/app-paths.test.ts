import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcePath } from './app-paths';

describe('shipped resources', () => {
  const app = { resourcesPath: '/opt/Kosár/resources', appPath: '/opt/Kosár/resources/app.asar' };
  it('are read beside the archive when packaged (electron-builder extraResources)', () => {
    expect(resourcePath('catalogue', { ...app, isPackaged: true })).toBe(join('/opt/Kosár/resources', 'catalogue'));
    expect(resourcePath('icon.png', { ...app, isPackaged: true })).toBe(join('/opt/Kosár/resources', 'icon.png'));
  });
  it("are read from the repository's resources folder when run from source", () => {
    expect(
      resourcePath('catalogue', { resourcesPath: '/usr/lib/electron/resources', appPath: '/work/kosar', isPackaged: false }),
    ).toBe(join('/work/kosar', 'resources', 'catalogue'));
  });
});
