// All Jotai use goes through this module: one store, shared by the app and its tests.
export { atom, useAtom, useAtomValue, useSetAtom, useStore, Provider } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom, Getter, Setter } from 'jotai';
import { createStore } from 'jotai';

export const appStore = createStore();
export { createStore };
