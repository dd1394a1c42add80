import type { ShoppingList } from '../../../shared/api/lists';
import type { Solution, TravelSettings } from '../../../shared/api/plans';
import { atom } from '../../state/jotai';
import { mutate, resource } from '../../state/resource';

/** SPEC §3/§4 plan state: solutionList, and the saved plans (the lists live in state/user-data.ts). */
export const solutionListAtom = atom<{ listId: number; listName: string; solutions: Solution[] } | null>(null);
export const SAVED_PLANS = resource('savedPlans');

export const deleteSavedPlanAtom = atom(null, async (_get, set, id: number) => {
  await mutate(set, 'deleteSavedPlan', { params: { id } });
});

export const savePlanAtom = atom(null, async (_get, set, id: number) => {
  await mutate(set, 'savePlan', { body: { id } });
});

export const requestPlanAtom = atom(
  null,
  async (_get, set, input: { list: Pick<ShoppingList, 'id' | 'name'>; retailers: number[]; travel?: TravelSettings }) => {
    const { versions } = await mutate(set, 'requestPlan', {
      params: { id: input.list.id },
      body: { retailers: input.retailers, travel: input.travel },
    });
    set(solutionListAtom, { listId: input.list.id, listName: input.list.name, solutions: versions });
    return versions;
  },
);

/** "Take it along": the plan's checklist mailed to the account's own address; resolves the address. */
export const mailPlanAtom = atom(null, async (_get, set, id: number) => (await mutate(set, 'mailPlan', { params: { id } })).to);
