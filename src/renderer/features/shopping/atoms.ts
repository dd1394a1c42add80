import type { ShoppingList } from '../../../shared/api/lists';
import type { SavedPlan, Solution, TravelSettings } from '../../../shared/api/plans';
import type { ErrorCode } from '../../../shared/errors';
import { errorCode, kosar, unwrap } from '../../lib/bridge';
import { atom } from '../../state/jotai';
import { track } from '../../state/user-data';

/** SPEC §3/§4 plan state: solutionList and savedSolutionList (the lists live in state/user-data.ts). */
export const solutionListAtom = atom<{ listId: number; listName: string; solutions: Solution[] } | null>(null);
export const savedPlansAtom = atom<SavedPlan[] | null>(null);
export const savedPlansErrorAtom = atom<ErrorCode | null>(null);

export const fetchSavedPlansAtom = atom(null, async (get, set) => {
  try {
    const { versions } = await track(get, set, () => unwrap(kosar().api('savedPlans')));
    set(savedPlansAtom, versions);
    set(savedPlansErrorAtom, null);
  } catch (err) {
    set(savedPlansErrorAtom, errorCode(err));
  }
});

export const deleteSavedPlanAtom = atom(null, async (get, set, id: number) => {
  try {
    await track(get, set, () => unwrap(kosar().api('deleteSavedPlan', { params: { id } })));
  } finally {
    const { versions } = await track(get, set, () => unwrap(kosar().api('savedPlans'))).catch(() => ({ versions: get(savedPlansAtom) ?? [] }));
    set(savedPlansAtom, versions);
  }
});

export const savePlanAtom = atom(null, async (get, set, id: number) => {
  const { versions } = await track(get, set, () => unwrap(kosar().api('savePlan', { body: { id } })));
  set(savedPlansAtom, versions);
});

export const requestPlanAtom = atom(
  null,
  async (get, set, input: { list: Pick<ShoppingList, 'id' | 'name'>; retailers: number[]; travel?: TravelSettings }) => {
    const { versions } = await track(get, set, () =>
      unwrap(kosar().api('requestPlan', { params: { id: input.list.id }, body: { retailers: input.retailers, travel: input.travel } })),
    );
    set(solutionListAtom, { listId: input.list.id, listName: input.list.name, solutions: versions });
    return versions;
  },
);
