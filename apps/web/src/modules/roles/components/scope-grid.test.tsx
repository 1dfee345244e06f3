import { AREA_NAMES } from '@energiek/contracts/areas';
import type { Scope } from '@energiek/contracts/auth';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScopeGrid, setFlag } from './scope-grid.tsx';

function Harness({ onScope }: { onScope: (scope: Scope) => void }) {
  const [scope, setScope] = useState<Scope>({ full: false });
  return (
    <ScopeGrid
      scope={scope}
      onChange={(next) => {
        setScope(next);
        onScope(next);
      }}
    />
  );
}

describe('ScopeGrid', () => {
  it('shows every area with a checkbox per action it has, plus the full flag', () => {
    render(<Harness onScope={() => undefined} />);
    expect(screen.getAllByRole('row')).toHaveLength(AREA_NAMES.length + 1);
    expect(screen.getByRole('checkbox', { name: 'Contactpersonen: Wijzigen' })).toBeTruthy();
    // roles has read and write (managing users and roles).
    expect(screen.getByRole('checkbox', { name: 'Profielen: Lezen' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Profielen: Wijzigen' })).toBeTruthy();
    // organisation-report-ems has read only: no write checkbox.
    expect(screen.queryByRole('checkbox', { name: 'Rapportage energiemonitoring: Wijzigen' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Volledige toegang/ })).toBeTruthy();
  });

  it('keeps the scope complete when a flag changes, and disables the grid with full', () => {
    let last: Scope = { full: false };
    render(<Harness onScope={(scope) => (last = scope)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contactpersonen: Wijzigen' }));
    expect(last['organisation-contacts']).toEqual({ read: false, write: true });
    expect(Object.keys(last)).toHaveLength(AREA_NAMES.length + 1);
    fireEvent.click(screen.getByRole('checkbox', { name: /Volledige toegang/ }));
    expect(last.full).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Organisatie: Lezen' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('setFlag turns one flag off again', () => {
    const on = setFlag({ full: false }, 'roles', 'read', true);
    expect(on.roles).toEqual({ read: true, write: false });
    expect(setFlag(on, 'roles', 'read', false).roles).toEqual({ read: false, write: false });
  });
});
