// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permission } from '@casino/contracts';
import { ScopePicker } from './scope-picker.tsx';
import { groupScopes } from './scopes.ts';

function Picker({ initial = [] as Permission[], seen }: { initial?: Permission[]; seen: Permission[][] }) {
  const [value, setValue] = useState<Permission[]>(initial);
  return (
    <ScopePicker
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('ScopePicker', () => {
  it('ticks a whole area with its box, shows it half-ticked when some are, and one scope alone', () => {
    const seen: Permission[][] = [];
    render(<Picker seen={seen} initial={['audit.read']} />);
    const players = within(screen.getByTestId('bo-scope-group-players'));
    const area = players.getByRole('checkbox', { name: 'Players' }) as HTMLInputElement;
    fireEvent.click(players.getByRole('checkbox', { name: /players\.lock/ }));
    expect(seen.at(-1)).toEqual(['players.lock', 'audit.read']);
    expect(area.indeterminate).toBe(true);
    fireEvent.click(area);
    // The whole area, in the contract's order (scopes.test.ts names it), then what was chosen before.
    const playerScopes = groupScopes().find((g) => g.area === 'players')!.permissions;
    expect(seen.at(-1)).toEqual([...playerScopes, 'audit.read']);
    expect(area.checked).toBe(true);
    expect(area.indeterminate).toBe(false);
    fireEvent.click(area);
    expect(seen.at(-1)).toEqual(['audit.read']);
    expect(screen.getByText(/1 chosen/)).toBeTruthy();
  });

  it('shows an area of one permission without an area box', () => {
    render(<Picker seen={[]} />);
    const audit = within(screen.getByTestId('bo-scope-group-audit'));
    expect(audit.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      'audit.read',
    ]);
  });
});
