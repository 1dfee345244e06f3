import { useState } from 'react';
import { fieldErrors, saveErrorMessage } from '../../lib/api-errors.ts';
import { useToast } from '../ui/use-toast.ts';

type SaveMutation<B> = {
  mutate: (body: B, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/**
 * The draft of a settings form that edits a list of rules in place (invoice audit, signals): per rule
 * its values as typed, the errors by the server's path ('rules.<id>.<field>'), and the save that clears
 * them and says so, or shows the server's.
 */
export function useRulesDraft<D extends object, B>(
  /** Per rule id its values as the form starts with them. */
  initial: Readonly<Record<string, D>>,
  save: SaveMutation<B>,
  texts: { saved: string; invalid: string },
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const set = (id: string, patch: Partial<D>) => setDraft((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));
  const send = (body: B) =>
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        toast.success(texts.saved);
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        toast.error(saveErrorMessage(error) ?? texts.invalid);
      },
    });
  return { draft, set, errors, setErrors, send };
}
