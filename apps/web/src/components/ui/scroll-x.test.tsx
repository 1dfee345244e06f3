import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollX } from './scroll-x.tsx';
import { fadeMask, hiddenSides } from './use-scroll-sides.ts';

describe('hiddenSides and fadeMask (which side of a sideways scrolling box hides content)', () => {
  it('tells the sides from scroll position, box width and content width', () => {
    expect(hiddenSides(0, 326, 326)).toEqual({ left: false, right: false });
    expect(hiddenSides(0, 326, 942)).toEqual({ left: false, right: true });
    expect(hiddenSides(300, 326, 942)).toEqual({ left: true, right: true });
    // scrolled to the end: 942 - 326 = 616 (a fraction of a pixel short still counts as the end)
    expect(hiddenSides(616, 326, 942)).toEqual({ left: true, right: false });
    expect(hiddenSides(615.5, 326, 942)).toEqual({ left: true, right: false });
    // one pixel of rounding is not "more"
    expect(hiddenSides(0, 326, 327)).toEqual({ left: false, right: false });
    expect(hiddenSides(1, 326, 327)).toEqual({ left: false, right: false });
  });

  it('masks only the sides that hide content', () => {
    expect(fadeMask({ left: false, right: false })).toBeUndefined();
    expect(fadeMask({ left: false, right: true })?.maskImage).toBe(
      'linear-gradient(to right, black, black calc(100% - 2.5rem), transparent)',
    );
    expect(fadeMask({ left: true, right: true })?.WebkitMaskImage).toBe(
      'linear-gradient(to right, transparent, black 2.5rem, black calc(100% - 2.5rem), transparent)',
    );
    expect(fadeMask({ left: true, right: false })?.maskImage).toBe(
      'linear-gradient(to right, transparent, black 2.5rem, black)',
    );
  });
});

/** jsdom lays nothing out: give the box its sizes and scroll position by hand. */
function layout(box: HTMLElement, sizes: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(box, name, { configurable: true, value });
  fireEvent.scroll(box);
}

describe('ScrollX (the box a wide table scrolls in)', () => {
  it('fades out the side with more content and follows the scroll position', () => {
    render(
      <ScrollX>
        <table aria-label="Facturen" />
      </ScrollX>,
    );
    const box = document.querySelector<HTMLElement>('[data-scroll-x]')!;
    // fits: no cue, no focus stop, no region
    expect(box.dataset.scrollX).toBe('');
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();

    layout(box, { scrollLeft: 0, clientWidth: 326, scrollWidth: 942 });
    expect(box.dataset.scrollX).toBe('right');
    // scrolls: a named region that takes focus (arrow keys scroll it)
    expect(screen.getByRole('region', { name: 'Tabel, horizontaal scrollbaar' })).toBe(box);
    expect(box.getAttribute('tabindex')).toBe('0');

    layout(box, { scrollLeft: 300, clientWidth: 326, scrollWidth: 942 });
    expect(box.dataset.scrollX).toBe('left right');

    layout(box, { scrollLeft: 616, clientWidth: 326, scrollWidth: 942 });
    expect(box.dataset.scrollX).toBe('left');
  });

  it('takes another name for the region', () => {
    render(
      <ScrollX label="Reeksen, horizontaal scrollbaar">
        <table />
      </ScrollX>,
    );
    layout(document.querySelector<HTMLElement>('[data-scroll-x]')!, {
      scrollLeft: 0,
      clientWidth: 100,
      scrollWidth: 400,
    });
    expect(screen.getByRole('region', { name: 'Reeksen, horizontaal scrollbaar' })).toBeTruthy();
  });
});
