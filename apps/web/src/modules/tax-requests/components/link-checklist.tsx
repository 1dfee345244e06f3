import { Checkbox } from '../../../components/ui/checkbox.tsx';

type LinkChecklistProps = {
  label: string;
  empty: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/** Checkboxes to link records (library documents, actions) by id. */
export function LinkChecklist({ label, empty, options, value, onChange }: LinkChecklistProps) {
  if (options.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.label}
          checked={value.includes(option.id)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))
          }
        />
      ))}
    </fieldset>
  );
}
