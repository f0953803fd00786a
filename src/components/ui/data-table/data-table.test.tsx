import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from '../date-time';
import { ErrorState } from '../error-state';
import { DataTable, type Column, type DataTableProps } from './data-table';

interface Person {
  id: string;
  name: string;
  team: string;
  joined: string;
}

const people: Person[] = ['Ann', 'Bob', 'Cy', 'Dee'].map((name, i) => ({
  id: `p${i}`,
  name,
  team: i % 2 ? 'Billing' : 'Support',
  joined: `2026-11-0${i + 1}T10:00:00.000Z`,
}));

const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', rowHeader: true, phone: 'title', cell: (p) => p.name },
  { id: 'team', header: 'Team', cell: (p) => p.team },
  { id: 'joined', header: 'Joined', phone: 'hide', cell: (p) => <DateTime iso={p.joined} /> },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    phone: 'bare',
    cell: (p, { tabIndex }) => (
      <button type="button" tabIndex={tabIndex}>
        Edit {p.name}
      </button>
    ),
  },
];

function Table(props: Partial<DataTableProps<Person>>) {
  return (
    <>
      <button type="button">Before</button>
      <DataTable label="People" columns={columns} rows={people} {...props} />
      <button type="button">After</button>
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'People' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(`\\b${name}\\b`) });

/** A phone (below `sm`) or a wider screen, as the media query answers. */
function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('DataTable', { timeout: 20_000 }, () => {
  it('is one Tab stop: the active row and its own controls, never a tooltip, then out', async () => {
    const user = userEvent.setup();
    render(<Table onOpen={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(row('Ann')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Ann' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // The other rows and their controls are out of the Tab order; the dates take no focus at all.
    expect(row('Bob')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Edit Bob' })).toHaveAttribute('tabindex', '-1');
    for (const time of table().querySelectorAll('time')) {
      expect(time.closest('[tabindex]')).toBe(time.closest('tr'));
    }
  });

  it('moves row focus with the arrows, j/k and Home/End, and the Tab stop follows', async () => {
    const user = userEvent.setup();
    render(<Table onOpen={() => {}} />);
    row('Ann').focus();
    await user.keyboard('{ArrowDown}');
    expect(row('Bob')).toHaveFocus();
    await user.keyboard('j');
    expect(row('Cy')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(row('Bob')).toHaveFocus();
    await user.keyboard('{End}');
    expect(row('Dee')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row('Dee')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(row('Ann')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Edit Ann' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(row('Ann')).toHaveFocus();
    await user.keyboard('k{End}');
    // Leaving and coming back lands on the row last focused.
    await user.click(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(row('Dee')).toHaveFocus();
    expect(row('Ann')).toHaveAttribute('tabindex', '-1');
  });

  it('opens a row with Enter or a click on it, but not from a click on its controls', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Table onOpen={onOpen} />);
    row('Bob').focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(people[1]);
    await user.click(within(row('Cy')).getByText('Support'));
    expect(onOpen).toHaveBeenLastCalledWith(people[2]);
    await user.click(screen.getByRole('button', { name: 'Edit Dee' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    // Enter on the row's button is the button's own.
    screen.getByRole('button', { name: 'Edit Ann' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('selects rows one by one, with Space, and all at once from the header', async () => {
    function Selecting() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <Table
          selection={{
            isSelected: (p) => selected.has(p.id),
            onChange: (rows, on) =>
              setSelected((now) => {
                const next = new Set(now);
                for (const p of rows) {
                  if (on) next.add(p.id);
                  else next.delete(p.id);
                }
                return next;
              }),
            label: (p) => `Select ${p.name}`,
            allLabel: 'Select everyone',
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Selecting />);
    const all = screen.getByRole('checkbox', { name: 'Select everyone' });
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);

    await user.click(screen.getByRole('checkbox', { name: 'Select Bob' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    row('Cy').focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Cy' })).toBeChecked();

    await user.click(all);
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);
    for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    await user.click(all);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('stands placeholder rows in while loading, and an error or an empty note in for no rows', () => {
    const { rerender } = render(
      <Table rows={[]} status={{ loading: true, loadingLabel: 'Loading people…' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    // The head and placeholder rows are for eyes only: no empty table to find until rows come.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const shape = screen.getByRole('table', { hidden: true });
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(within(shape).getAllByRole('columnheader', { hidden: true })).toHaveLength(4);
    expect(within(shape).getAllByRole('row', { hidden: true })).toHaveLength(7);

    rerender(<Table rows={[]} status={{ error: <ErrorState error={new Error('The store failed.')} /> }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(table()).not.toHaveAttribute('aria-hidden');
    const [errorRow] = dataRows();
    expect(within(errorRow!).getByRole('alert')).toHaveTextContent('The store failed.');
    expect(within(errorRow!).getByRole('cell')).toHaveAttribute('colspan', '4');

    rerender(<Table rows={[]} status={{ empty: <p>Nobody here yet</p> }} />);
    expect(dataRows()).toHaveLength(1);
    expect(dataRows()[0]).toHaveTextContent('Nobody here yet');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a phone, makes each row a card: a title, then each value under its column label', () => {
    viewport(true);
    render(<Table onOpen={() => {}} />);
    expect(table()).toHaveAttribute('data-layout', 'cards');
    // A column hidden on phones is gone, header and cells; the rest keep their table roles.
    expect(within(table()).queryByRole('columnheader', { name: 'Joined' })).not.toBeInTheDocument();
    expect(table().querySelector('time')).toBeNull();
    const card = row('Ann');
    expect(within(card).getByRole('rowheader')).toHaveTextContent('Ann');
    const [team, actions] = within(card).getAllByRole('cell');
    // The label is for eyes; screen readers have the column header.
    expect(team).toHaveTextContent('TeamSupport');
    expect(within(team!).getByText('Team')).toHaveAttribute('aria-hidden', 'true');
    expect(actions).toHaveTextContent(/^Edit Ann$/);
    // Still one Tab stop, still opening with Enter.
    expect(card).toHaveAttribute('tabindex', '0');
    expect(row('Bob')).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the table layout from sm up, and can scroll sideways on a phone instead of cards', () => {
    viewport(false);
    const { rerender } = render(<Table />);
    expect(table()).toHaveAttribute('data-layout', 'table');
    expect(within(row('Ann')).getAllByRole('cell')).toHaveLength(3);
    viewport(true);
    rerender(<Table phone="scroll" />);
    expect(table()).toHaveAttribute('data-layout', 'table');
    // Without onOpen or selection, rows take no focus: the table is read as text, and a date's
    // exact time is reached by Tab, its tooltip's trigger being the only way to it.
    expect(row('Ann')).not.toHaveAttribute('tabindex');
    expect(row('Ann').querySelector('time')!.closest('[tabindex]')).toHaveAttribute('tabindex', '0');
  });
});
