import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { bridgeEvents, createKosar, type KosarApi } from '../shared/bridge';

const eventNames = new Set(Object.keys(bridgeEvents));

// window.kosar: the one typed bridge (createKosar) over Electron's IPC; main checks every call again.
const kosar: KosarApi = createKosar({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
  on: (event, listener) => {
    if (!eventNames.has(event)) throw new Error(`unknown event ${String(event)}`);
    const wrapped = (_e: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(`event:${event}`, wrapped);
    // Remove the same wrapped function that was added.
    return () => {
      ipcRenderer.removeListener(`event:${event}`, wrapped);
    };
  },
});

contextBridge.exposeInMainWorld('kosar', kosar);
