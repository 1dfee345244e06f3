import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * The server's field errors of the last save, each hidden again once its field is changed, so a
 * corrected value no longer shows the old complaint. Call `submitted()` when saving starts.
 */
export function useFieldErrors<T extends FieldValues>(
  watch: UseFormWatch<T>,
  errors: Record<string, string>,
) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name) setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  return {
    error: (field: string): string | undefined => (edited.has(field) ? undefined : errors[field]),
    submitted: () => setEdited(new Set()),
  };
}
