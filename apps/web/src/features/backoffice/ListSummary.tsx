interface ListSummaryProps {
  /** Undefined while the first page loads. */
  total: number | undefined;
  text: (count: number) => string;
}

/** How many results the list has, in a polite live region so a search or filter result is announced. */
export function ListSummary({ total, text }: ListSummaryProps) {
  return (
    <p className="fw-semibold mb-3" role="status">
      {total === undefined ? '' : text(total)}
    </p>
  );
}
