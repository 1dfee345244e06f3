import type { ImportMappingItem, ImportOptions, ImportPreview } from '@energiek/contracts/ems-import';
import { Select } from '../../../../components/ui/select.tsx';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';

const T = EMS_IMPORT_TEXTS.mapping;

type ColumnKey = keyof ImportMappingItem['columns'];
const COLUMN_OPTION: Record<ColumnKey, keyof ImportOptions> = {
  ean: 'eanColumn',
  date: 'dateColumn',
  time: 'timeColumn',
  timestamp: 'timestampColumn',
  value: 'valueColumn',
  channel: 'channelColumn',
  unit: 'unitColumn',
  firstValue: 'firstValueColumn',
};
const LONG_COLUMNS: ColumnKey[] = ['ean', 'date', 'time', 'timestamp', 'value', 'channel', 'unit'];
const WIDE_COLUMNS: ColumnKey[] = ['ean', 'date', 'firstValue', 'channel', 'unit'];

const entries = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** The mapping as detected, with the user's corrections (options) on top. */
export function effectiveMapping(preview: ImportPreview, options: ImportOptions): ImportMappingItem {
  const mapping = preview.mapping;
  const columns: Record<ColumnKey, number | null> = { ...mapping.columns };
  for (const key of Object.keys(COLUMN_OPTION) as ColumnKey[]) {
    const given = options[COLUMN_OPTION[key]];
    if (given !== undefined) columns[key] = given === -1 ? null : Number(given);
  }
  return {
    ...mapping,
    layout: options.layout ?? mapping.layout,
    delimiter: options.delimiter ?? mapping.delimiter,
    decimalMark: options.decimalMark ?? mapping.decimalMark,
    intervalLabel: options.intervalLabel ?? mapping.intervalLabel,
    unit: options.unit ?? mapping.unit,
    minutes: options.minutes ? (Number(options.minutes) as 15 | 60) : mapping.minutes,
    columns: columns as ImportMappingItem['columns'],
  };
}

type MappingFieldsProps = {
  preview: ImportPreview;
  options: ImportOptions;
  onChange: (options: ImportOptions) => void;
  errors: Record<string, string>;
};

/** The detected mapping as selects: what the user corrects before starting. */
export function MappingFields({ preview, options, onChange, errors }: MappingFieldsProps) {
  const mapping = effectiveMapping(preview, options);
  const set = (patch: Partial<ImportOptions>) => onChange({ ...options, ...patch });
  const headerOptions = preview.header.map((name, index) => ({
    value: String(index),
    label: `${index + 1}: ${name || '–'}`,
  }));
  const columnKeys = mapping.layout === 'wide' ? WIDE_COLUMNS : LONG_COLUMNS;
  const workbook = mapping.encoding === 'xlsx';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={T.layout}
        value={mapping.layout}
        options={entries(T.layouts)}
        placeholder={null}
        error={errors.layout}
        onChange={(e) => set({ layout: e.target.value as ImportOptions['layout'] })}
      />
      <Select
        label={T.intervalLabel}
        hint={T.labelDefault}
        value={mapping.intervalLabel}
        options={entries(T.intervalLabels)}
        placeholder={null}
        error={errors.intervalLabel}
        onChange={(e) => set({ intervalLabel: e.target.value as ImportOptions['intervalLabel'] })}
      />
      {workbook ? null : (
        <Select
          label={T.delimiter}
          value={mapping.delimiter}
          options={entries(T.delimiters)}
          placeholder={null}
          error={errors.delimiter}
          onChange={(e) => set({ delimiter: e.target.value as ImportOptions['delimiter'] })}
        />
      )}
      {workbook ? null : (
        <Select
          label={T.decimalMark}
          value={mapping.decimalMark}
          options={entries(T.decimalMarks)}
          placeholder={null}
          error={errors.decimalMark}
          onChange={(e) => set({ decimalMark: e.target.value as ImportOptions['decimalMark'] })}
        />
      )}
      <Select
        label={T.unit}
        value={mapping.unit ?? ''}
        options={entries(T.units)}
        placeholder={null}
        error={errors.unit}
        onChange={(e) => set({ unit: (e.target.value || undefined) as ImportOptions['unit'] })}
      />
      <Select
        label={T.minutes}
        value={String(mapping.minutes)}
        options={entries(T.minuteOptions)}
        placeholder={null}
        error={errors.minutes}
        onChange={(e) => set({ minutes: e.target.value as ImportOptions['minutes'] })}
      />
      {columnKeys.map((key) => (
        <Select
          key={key}
          label={T.columns[key]}
          value={mapping.columns[key] === null ? '' : String(mapping.columns[key])}
          options={headerOptions}
          placeholder={key === 'ean' ? null : T.none}
          error={errors[COLUMN_OPTION[key]]}
          onChange={(e) =>
            set({
              [COLUMN_OPTION[key]]: e.target.value === '' ? -1 : Number(e.target.value),
            } as Partial<ImportOptions>)
          }
        />
      ))}
    </div>
  );
}
