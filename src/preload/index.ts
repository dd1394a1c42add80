import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { bridgeChannels, bridgeEvents, type KosarApi } from '../shared/bridge';

// window.kosar, generated from the contract: one invoke per method, typed listeners for pushes.
const api: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
for (const { feature, method, channel } of bridgeChannels()) {
  (api[feature] ??= {})[method] = (input?: unknown) => ipcRenderer.invoke(channel, input);
}

const eventNames = new Set(Object.keys(bridgeEvents));
const on: KosarApi['on'] = (event, listener) => {
  if (!eventNames.has(event)) throw new Error(`unknown event ${String(event)}`);
  const wrapped = (_e: IpcRendererEvent, payload: unknown) => listener(payload as never);
  ipcRenderer.on(`event:${event}`, wrapped);
  // Remove the same wrapped function that was added.
  return () => {
    ipcRenderer.removeListener(`event:${event}`, wrapped);
  };
};

contextBridge.exposeInMainWorld('kosar', { ...api, on } as unknown as KosarApi satisfies KosarApi);
