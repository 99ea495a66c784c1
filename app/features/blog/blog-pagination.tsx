import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "./pagination.ts";

interface BlogPaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}

const stepClasses =
  "inline-flex h-10 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold text-ink transition-colors duration-200 hover:border-sage-400 hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700 disabled:cursor-not-allowed disabled:border-sand-200 disabled:bg-sand-100 disabled:text-ink-muted disabled:opacity-70 sm:px-4";

const numberClasses = (current: boolean) =>
  `inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700 ${
    current ? "bg-sage-700 text-white" : "text-ink hover:bg-sage-50"
  }`;

/** Previous, the page window (with ellipses for skipped pages) and Next. */
export function BlogPagination({ page, lastPage, onPageChange }: BlogPaginationProps) {
  return (
    <nav aria-label="Blog pages" className="mt-12 flex items-center justify-center gap-2 sm:gap-3">
      <button
        type="button"
        className={stepClasses}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </button>
      <ol className="flex items-center gap-1">
        {pageWindow(page, lastPage).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={numberClasses(item === page)}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} data-testid="pagination-gap" className="px-1 text-ink-muted" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={stepClasses}
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
