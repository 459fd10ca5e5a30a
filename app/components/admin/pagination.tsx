import { Link } from "react-router";

/**
 * Previous, the first and last pages and two either side of this one, Next (also past a capped count).
 * `href(p)`: the link to page p, keeping the list's other view state.
 */
export function Pagination({
  page,
  pageCount,
  hasMore = false,
  href,
}: {
  page: number;
  pageCount: number;
  hasMore?: boolean;
  href(page: number): string;
}) {
  if (pageCount <= 1 && !hasMore) return null;
  const pages = new Set(
    [1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const linkClass = "inline-flex min-w-9 justify-center rounded-md border px-3 py-1.5 text-sm";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${linkClass} border-slate-300 bg-white hover:bg-slate-50`}>
          Previous
        </Link>
      ) : null}
      {sorted.map((p, index) => (
        <span key={p} className="inline-flex items-center gap-1">
          {index > 0 && p - sorted[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={`${linkClass} ${p === page ? "border-brand-700 bg-brand-700 font-semibold text-white" : "border-slate-300 bg-white hover:bg-slate-50"}`}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount || hasMore ? (
        <Link to={href(page + 1)} className={`${linkClass} border-slate-300 bg-white hover:bg-slate-50`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
