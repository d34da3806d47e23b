import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type ListPage } from './PagedTable';

interface Row {
  id: number;
  name: string;
}
const columns = [{ key: 'name', header: 'Name', cell: (row: Row) => row.name, rowHeader: true }];

function renderList(list: ListPage<Row> | undefined, isError = false) {
  const onRetry = vi.fn();
  const onPageChange = vi.fn();
  const { container } = render(
    <PagedTable
      list={list}
      isError={isError}
      onRetry={onRetry}
      emptyMessage="No users found."
      caption={(page, pages) => `Users, page ${page} of ${pages}`}
      pagesLabel="User pages"
      columns={columns}
      rowKey={(row) => row.id}
      onPageChange={onPageChange}
    />,
  );
  return { onRetry, onPageChange, container };
}

describe('PagedTable (SPEC §8, §9)', () => {
  it('shows nothing while loading', () => {
    expect(renderList(undefined).container).toBeEmptyDOMElement();
  });

  it('shows the retrieve error with its retry when the query failed with nothing to show', async () => {
    const { onRetry } = renderList(undefined, true);
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the no-records card for an empty page', () => {
    renderList({ page: 1, totalPages: 0, rows: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('No users found.');
  });

  it('keeps the last page on a failed refetch, with the caption and paginator', async () => {
    const { onPageChange } = renderList(
      {
        page: 1,
        totalPages: 2,
        rows: [
          { id: 1, name: 'Anna' },
          { id: 2, name: 'Sara' },
        ],
      },
      true,
    );
    expect(screen.getByRole('table', { name: 'Users, page 1 of 2' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    expect(pages).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /2/ })[0]!);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
