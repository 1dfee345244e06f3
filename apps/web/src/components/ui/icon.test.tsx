import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICON_NAMES, Icon } from './icon.tsx';

describe('Icon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders every named icon as a decorative svg', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg?.querySelectorAll('path').length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('has the icons the app needs', () => {
    for (const name of [
      'bolt',
      'flame',
      'sun',
      'search',
      'close',
      'chevron-down',
      'check',
      'user',
      'logout',
    ]) {
      expect(ICON_NAMES).toContain(name);
    }
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="bell" label="Meldingen" />);
    expect(screen.getByRole('img', { name: 'Meldingen' })).toBeTruthy();
  });

  it('logs a missing icon and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Icon name="bestaat-niet" />);
    expect(container.innerHTML).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bestaat-niet'));
  });
});
