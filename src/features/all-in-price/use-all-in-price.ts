import { $allInPrice } from '../../stores/all-in-price';
import { useHydratedStore } from '../../stores/use-hydrated-store';

/**
 * Whether prices show all-in: false on the server and in the hydrating render (the server cannot know the choice,
 * and a different first render is React error #418), the remembered choice from the next render on.
 */
export function useAllInPrice(): boolean {
  return useHydratedStore($allInPrice, false);
}
