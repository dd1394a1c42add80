import { atom } from './jotai';
import type { AppInfo } from '../../shared/bridge';

/** Versions and where media come from (the API server: photo paths are relative to it, e.g. media/…), read once at start-up. */
export const appInfoAtom = atom<AppInfo | null>(null);

/** Media URL for a relative photo path of the catalogue; null when there is none. */
export function mediaUrl(info: AppInfo | null, photo: string | null | undefined): string | null {
  if (!photo || !info) return null;
  if (/^https?:\/\//.test(photo)) return photo;
  return `${info.mediaBaseUrl}${photo.replace(/^\/+/, '')}`;
}
