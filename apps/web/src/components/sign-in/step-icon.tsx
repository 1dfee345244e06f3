import { Icon } from '../ui/icon.tsx';

type StepIconProps = { kind: 'shield' | 'blocked' | 'key' };

const tiles: Record<StepIconProps['kind'], string> = {
  shield: 'bg-brand-100 text-brand-700',
  key: 'bg-brand-100 text-brand-700',
  blocked: 'bg-amber-100 text-amber-700',
};

/** An icon in a tinted tile that heads a sign-in step. */
export function StepIcon({ kind }: StepIconProps) {
  return (
    <span className={`flex size-12 items-center justify-center rounded-xl ${tiles[kind]}`} aria-hidden="true">
      <Icon name={kind} className="size-6" />
    </span>
  );
}
