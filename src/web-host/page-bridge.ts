/**
 * window.kosar in a browser page served by the web host: the same typed bridge as Electron's preload
 * (createKosar), over HTTP. The web host bundles this file (esbuild) and serves it as /__kosar/bridge.js.
 * Runs in the page, not in Node: only fetch and EventSource are used.
 */
import { createKosar, type BridgeTransport } from '../shared/bridge';

declare const EventSource: new (url: string) => { onmessage: ((ev: { data: string }) => void) | null };

const invoke: BridgeTransport['invoke'] = async (channel, input) => {
  try {
    const res = await fetch(`/__kosar/call/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
    });
    return await res.json();
  } catch (e) {
    return { ok: false, error: { code: 'OFFLINE', message: String(e) } };
  }
};

const listeners = new Map<string, Set<(payload: unknown) => void>>();
let source: InstanceType<typeof EventSource> | null = null;
const on: BridgeTransport['on'] = (event, listener) => {
  if (!source) {
    source = new EventSource('/__kosar/events');
    source.onmessage = (ev) => {
      const { event: name, payload } = JSON.parse(ev.data) as { event: string; payload: unknown };
      for (const l of listeners.get(name) ?? []) l(payload);
    };
  }
  if (!listeners.has(event)) listeners.set(event, new Set());
  listeners.get(event)!.add(listener);
  return () => {
    listeners.get(event)?.delete(listener);
  };
};

Object.defineProperty(globalThis, 'kosar', { value: Object.freeze(createKosar({ invoke, on })), enumerable: true });
