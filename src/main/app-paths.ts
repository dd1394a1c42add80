import { join } from 'node:path';

/** Files shipped beside the app: resources/<name> in the repository, process.resourcesPath/<name> when packaged. */
export const RESOURCES = { catalogue: 'catalogue', icon: 'icon.png' } as const;

export function resourcePath(
  name: (typeof RESOURCES)[keyof typeof RESOURCES],
  app: { isPackaged: boolean; resourcesPath: string; appPath: string },
): string {
  // electron-builder's extraResources copies them out of the asar archive, next to it.
  return app.isPackaged ? join(app.resourcesPath, name) : join(app.appPath, 'resources', name);
}
