import type { ReactNode } from "react";

export const tableCell = "px-3 py-2.5";
export const tableHeaderCell =
  "px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";

interface TableOrCardsProps<T> {
  /** Names the table and the list for screen readers. */
  caption: string;
  items: readonly T[];
  keyOf(item: T): string | number;
  /** The table's header cells. */
  head: ReactNode;
  /** One item's cells in the table. */
  row(item: T): ReactNode;
  /** One item as a card. */
  card(item: T): ReactNode;
  /** The cards' grid, e.g. two columns on a tablet. */
  cardsClassName?: string;
}

/** A white table from 1024 px up; below it a card per item, so nothing is cut or scrolled sideways on a phone. */
export function TableOrCards<T>(props: TableOrCardsProps<T>) {
  const { caption, items, keyOf, head, row, card, cardsClassName = "" } = props;
  return (
    <>
      <div className="hidden rounded-2xl bg-white shadow-soft lg:block">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-sand-200 bg-sand-50">
            <tr>{head}</tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={keyOf(item)} className="border-b border-sand-200 last:border-b-0">
                {row(item)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={`grid gap-3 lg:hidden ${cardsClassName}`.trim()}>
        {items.map((item) => (
          <li key={keyOf(item)} className="min-w-0 rounded-2xl bg-white p-4 shadow-soft">
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
