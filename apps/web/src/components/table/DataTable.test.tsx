import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortSpec } from '@suap/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/setup';
import { DataTable, type TableColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  draft: boolean;
}

const ROWS: Row[] = [
  { id: 1, name: 'Anna', draft: true },
  { id: 2, name: 'Bruno', draft: false },
  { id: 3, name: 'Carla', draft: true },
];

const COLUMNS: TableColumn<Row, 'id' | 'name'>[] = [
  { key: 'id', header: 'Numero', sortField: 'id', cell: (row) => row.id, rowHeader: true },
  { key: 'name', header: 'Nome', sortField: 'name', cell: (row) => row.name },
  { key: 'state', header: 'Stato', cell: (row) => (row.draft ? 'Bozza' : 'Inviata') },
];

/** The back-office shape (issue 22, item 9): the naming column sticks to the start, the actions to the end. */
const STICKY_COLUMNS: TableColumn<Row, 'id' | 'name'>[] = [
  { key: 'name', header: 'Nome', sortField: 'name', cell: (row) => row.name },
  { key: 'id', header: 'Numero', sortField: 'id', cell: (row) => row.id, rowHeader: true, sticky: 'start' },
  { key: 'state', header: 'Stato', cell: (row) => (row.draft ? 'Bozza' : 'Inviata') },
  { key: 'open', header: 'Azioni', cell: (row) => <a href={`#${row.id}`}>Apri {row.id}</a>, sticky: 'end' },
];

type Sort = SortSpec<'id' | 'name'>;

/**
 * The table every test renders (caption "Richieste", the three rows): sortable when given a starting sort (kept in
 * state, each change also reported to `onSortChange`), with a checkbox on drafts when `selectable`.
 */
function TestTable({
  columns = COLUMNS,
  rows = ROWS,
  initial,
  onSortChange,
  selectable = false,
  onSelectionChange,
}: {
  columns?: TableColumn<Row, 'id' | 'name'>[];
  rows?: Row[];
  initial?: Sort | null;
  onSortChange?: (sort: Sort) => void;
  selectable?: boolean;
  onSelectionChange?: (rows: Row[]) => void;
}) {
  const [sort, setSort] = useState(initial ?? null);
  const sorting =
    initial === undefined
      ? {}
      : {
          sort,
          onSortChange: (next: Sort) => {
            setSort(next);
            onSortChange?.(next);
          },
        };
  return (
    <DataTable
      caption="Richieste"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      {...sorting}
      selectable={selectable}
      isRowSelectable={(r) => r.draft}
      rowLabel={(r) => `richiesta ${r.id}`}
      onSelectionChange={onSelectionChange}
    />
  );
}

const SortableTable = ({ initial = null }: { initial?: Sort | null }) => <TestTable initial={initial} />;

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

afterEach(() => vi.useRealTimers());

describe('DataTable structure', () => {
  it('has a caption, column headers with scope and a row header', () => {
    render(<SortableTable />);
    const table = screen.getByRole('table', { name: 'Richieste' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(header('Numero')).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: '1' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('can hide the caption visually but keeps it for screen readers', () => {
    render(<DataTable caption="Utenti" captionHidden columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.getByText('Utenti')).toHaveClass('visually-hidden');
    expect(screen.getByRole('table', { name: 'Utenti' })).toBeInTheDocument();
  });

  it('gives every column the 260 px minimum width', () => {
    render(<SortableTable />);
    expect(header('Nome').style.minWidth).toBe('260px');
    expect(screen.getByRole('cell', { name: 'Anna' }).style.minWidth).toBe('260px');
  });
});

describe('DataTable sorting (SPEC §4)', () => {
  it('marks sortable columns with aria-sort and leaves the others without it', () => {
    render(<SortableTable />);
    expect(header('Numero')).toHaveAttribute('aria-sort', 'none');
    expect(header('Stato')).not.toHaveAttribute('aria-sort');
    expect(within(header('Stato')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a new column sorts descending; clicking it again toggles', async () => {
    const user = userEvent.setup();
    render(<SortableTable initial={{ field: 'id', type: 'asc' }} />);
    expect(header('Numero')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Numero')).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');
  });

  it('reports the next sort to its owner', async () => {
    const onSortChange = vi.fn();
    render(<TestTable initial={{ field: 'id', type: 'desc' }} onSortChange={onSortChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Numero/ }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'id', type: 'asc' });
  });
});

const SelectableTable = (props: { rows: Row[]; onSelectionChange: (rows: Row[]) => void }) => (
  <TestTable {...props} selectable />
);

describe('DataTable selection (SPEC §4)', () => {
  const selectAll = () => screen.getByRole('checkbox', { name: 'Seleziona tutte le righe selezionabili' });

  it('offers a checkbox only on selectable rows', () => {
    render(<SelectableTable rows={ROWS} onSelectionChange={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Seleziona richiesta 2' })).not.toBeInTheDocument();
  });

  it('select-all selects only the selectable rows, then toggles off', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<SelectableTable rows={ROWS} onSelectionChange={onSelectionChange} />);
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 3' })).toBeChecked();
    await vi.waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[2]]));
    await user.click(selectAll());
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' })).not.toBeChecked();
    await vi.waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([]));
  });

  it('select-all completes a partial selection instead of clearing it', async () => {
    const user = userEvent.setup();
    render(<SelectableTable rows={ROWS} onSelectionChange={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' }));
    expect((selectAll() as HTMLInputElement).indeterminate).toBe(true);
    await user.click(selectAll());
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 3' })).toBeChecked();
  });

  it('tells its owner once, 10 ms after the last change', async () => {
    vi.useFakeTimers();
    const onSelectionChange = vi.fn();
    render(<SelectableTable rows={ROWS} onSelectionChange={onSelectionChange} />);
    act(() => screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' }).click());
    act(() => screen.getByRole('checkbox', { name: 'Seleziona richiesta 3' }).click());
    act(() => vi.advanceTimersByTime(9));
    expect(onSelectionChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith([ROWS[0], ROWS[2]]);
  });

  it('new data resets the selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { rerender } = render(<SelectableTable rows={ROWS} onSelectionChange={onSelectionChange} />);
    await user.click(selectAll());
    await vi.waitFor(() => expect(onSelectionChange).toHaveBeenCalledTimes(1));
    rerender(<SelectableTable rows={[...ROWS]} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' })).not.toBeChecked();
    expect(selectAll()).not.toBeChecked();
    await vi.waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([]));
  });

  it('disables select-all when no row can be selected', () => {
    render(<SelectableTable rows={[ROWS[1]!]} onSelectionChange={vi.fn()} />);
    expect(selectAll()).toBeDisabled();
  });
});

describe('DataTable on wide screens (issue 22, item 9)', () => {
  it('sticks the naming column to the start and the actions to the end', () => {
    render(<TestTable columns={STICKY_COLUMNS} />);
    expect(header('Numero')).toHaveClass('suap-table-sticky-start');
    expect(screen.getByRole('rowheader', { name: '1' })).toHaveClass('suap-table-sticky-start');
    expect(header('Azioni')).toHaveClass('suap-table-sticky-end');
    expect(screen.getByRole('cell', { name: 'Apri 1' })).toHaveClass('suap-table-sticky-end');
    expect(header('Nome')).not.toHaveClass('suap-table-sticky-start');
  });

  it('is a region named by its caption; a table that fits adds no tab stop and no hint', () => {
    render(<TestTable columns={STICKY_COLUMNS} />);
    const region = screen.getByRole('region', { name: 'Richieste' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(screen.queryByText(/Scorri la tabella/)).not.toBeInTheDocument();
  });

  it('when wider than its box, is focusable, shows the scroll hint and is described by it', () => {
    // jsdom has no layout: give every element a content wider than its box.
    const scrollWidth = vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(1820);
    const clientWidth = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(858);
    try {
      render(<TestTable columns={STICKY_COLUMNS} />);
      const region = screen.getByRole('region', { name: 'Richieste' });
      expect(region).toHaveAttribute('tabindex', '0');
      const hint = screen.getByText('Scorri la tabella in orizzontale per vedere tutte le colonne');
      expect(hint).toBeVisible();
      expect(region).toHaveAccessibleDescription(hint.textContent!);
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});

describe('DataTable at phone width (issue 22, item 9)', () => {
  const PhoneTable = ({ selectable = false }: { selectable?: boolean }) => (
    <TestTable columns={STICKY_COLUMNS} initial={{ field: 'id', type: 'desc' }} selectable={selectable} />
  );

  it('shows each row as a card headed by its naming cell, with the other cells as header and value', () => {
    setViewportWidth(375);
    render(<PhoneTable />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Richieste' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Numero 1');
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Nome', 'Stato']);
    expect(within(first).getByText('Anna').tagName).toBe('DD');
    // The actions close the card and stay a link.
    expect(within(first).getByRole('link', { name: 'Apri 1' })).toBeInTheDocument();
  });

  it('offers the sort as a labelled choice of column and direction', async () => {
    setViewportWidth(375);
    render(<PhoneTable />);
    const select = screen.getByRole('combobox', { name: 'Ordina per' });
    expect(select).toHaveValue('id:desc');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nome, crescente', 'Nome, decrescente', 'Numero, crescente', 'Numero, decrescente']);
    await userEvent.setup().selectOptions(select, 'Nome, crescente');
    expect(select).toHaveValue('name:asc');
  });

  it('keeps the selection checkboxes, and the ticks survive a switch to the wide table', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    render(<PhoneTable selectable />);
    expect(screen.queryByRole('checkbox', { name: 'Seleziona richiesta 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' }));
    act(() => setViewportWidth(1280));
    expect(screen.getByRole('table', { name: 'Richieste' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleziona richiesta 1' })).toBeChecked();
  });
});
