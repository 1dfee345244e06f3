import { Button } from '../../../components/ui/button.tsx';
import { useStopViewAlong } from '../api/view-along.ts';
import { VIEW_ALONG_TEXTS } from '../texts.ts';

type ViewAlongFrameProps = { name: string };

/** The frame around the app during view-along (spec §4): who you are watching as, and a stop button. */
export function ViewAlongFrame({ name }: ViewAlongFrameProps) {
  const stop = useStopViewAlong();
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-[150] border-4 border-amber-500"
        data-testid="view-along-frame"
      />
      <div
        role="status"
        className="sticky top-0 z-[160] flex items-center justify-between gap-4 bg-amber-500 px-4 py-1.5 text-sm font-semibold text-amber-950"
      >
        <span>{VIEW_ALONG_TEXTS.watching(name)}</span>
        <Button variant="white" className="py-1!" loading={stop.isPending} onClick={() => stop.mutate()}>
          {VIEW_ALONG_TEXTS.stop}
        </Button>
      </div>
    </>
  );
}
