import { useMutation } from '@tanstack/react-query';
import { stopViewAlong } from '../../../lib/view-along.ts';

export function useStopViewAlong() {
  return useMutation({ mutationFn: stopViewAlong });
}
