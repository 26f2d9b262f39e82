import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signerMachine } from '../../../machines/signer/signer.machine';
import { selectSignerView } from '../../../machines/signer/signer.select';

export type SignerActorRef = ActorRefFrom<typeof signerMachine>;

/** The signer actor of the signer's pages (held by SignerLayout across them). */
export const SignerContext = createContext<SignerActorRef | null>(null);

/**
 * The signer actor, for the pages under the signer layout: a page sends `{ type: 'STEP.COMPLETED' }`
 * when the signer finishes its step (the machine reads the co-deed status again and routes on).
 */
export function useSigner(): SignerActorRef {
  const actor = useContext(SignerContext);
  if (!actor) throw new Error('useSigner: render the page inside the signer layout');
  return actor;
}

/** The application the signer signs for (from the co-deed status; '' before it is read). */
export function useSignerApplicationUuid(): string {
  return useSelector(useSigner(), (s) => selectSignerView(s).status?.applicationUuid ?? '');
}
