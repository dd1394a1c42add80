import type { KosarApi } from '../shared/bridge';

declare global {
  interface Window {
    kosar: KosarApi;
  }
}
export {};
