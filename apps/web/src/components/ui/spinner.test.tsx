import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSpinner, Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('announces loading in Dutch', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Bezig met laden…');
  });

  it('takes another label', () => {
    render(<Spinner label="Facturen laden" />);
    expect(screen.getByRole('status').textContent).toBe('Facturen laden');
  });

  it('has a page variant', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
