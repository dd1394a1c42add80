import type { BridgeContract, BridgeOutput, Feature, MethodOf } from '../../shared/bridge';
import type { z } from 'zod';
import type { BridgeContext } from './context';

type InputOf<F extends Feature, M extends MethodOf<F>> = BridgeContract[F][M] extends { input: infer I extends z.ZodType }
  ? z.infer<I>
  : never;

/** The handlers of one feature: input already parsed by the contract, output as the contract says. */
export type BridgeHandlers<F extends Feature> = {
  [M in MethodOf<F>]: (input: InputOf<F, M>, ctx: BridgeContext) => Promise<BridgeOutput<F, M>>;
};

export type AllHandlers = { [F in Feature]: BridgeHandlers<F> };
