import { USAGE_INTERVALS, type UsageInterval } from '@energiek/contracts/ems';
import { formatDate } from '@energiek/contracts/format';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { USAGE_TEXTS } from '../../texts-usage.ts';
import { PERIODS_BY_INTERVAL, type Period } from './usage-view.ts';

const T = USAGE_TEXTS;

type Props = {
  interval: UsageInterval;
  period: Period;
  range: { from: string; to: string };
  lastDay: string;
  split: boolean;
  onChange: (patch: { interval?: UsageInterval; period?: Period; split?: boolean }) => void;
  onShift: (step: number) => void;
  onToday: () => void;
};

/** Resolution, period and its navigation (previous, today, next), the normal/low switch. */
export function UsageControls({
  interval,
  period,
  range,
  lastDay,
  split,
  onChange,
  onShift,
  onToday,
}: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label={T.interval}
        placeholder={null}
        value={interval}
        onChange={(event) => onChange({ interval: event.target.value as UsageInterval })}
        options={USAGE_INTERVALS.map((value) => ({ value, label: T.intervals[value] }))}
        className="w-36"
      />
      <Select
        label={T.period}
        placeholder={null}
        value={period}
        onChange={(event) => onChange({ period: event.target.value as Period })}
        options={PERIODS_BY_INTERVAL[interval].map((value) => ({ value, label: T.periods[value] }))}
        className="w-32"
      />
      <div className="flex items-center gap-1">
        <Button
          variant="border"
          icon="chevron-left"
          label={T.previous}
          hideLabel
          onClick={() => onShift(-1)}
        />
        <Button variant="border" onClick={onToday}>
          {T.today}
        </Button>
        <Button variant="border" icon="chevron-right" label={T.next} hideLabel onClick={() => onShift(1)} />
      </div>
      <p className="pb-2 text-sm font-medium text-slate-700" aria-live="polite" data-testid="usage-range">
        {range.from === lastDay
          ? formatDate(range.from)
          : `${formatDate(range.from)} – ${formatDate(lastDay)}`}
      </p>
      <Checkbox
        label={T.split}
        checked={split}
        onChange={(event) => onChange({ split: event.target.checked })}
        className="pb-2"
      />
    </div>
  );
}
