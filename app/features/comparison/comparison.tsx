import type { ComparisonRow } from "#app/content/types.ts";
import { ComparisonValue, comparisonLegend } from "./comparison-value.tsx";

interface ComparisonProps {
  /** Column names; the first is our studio and is highlighted. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** Names the table and the card list alike. */
  label: string;
}

/** A real table from 1024 px up; one card per feature below it, where four columns would not fit. */
export function Comparison({ columns, rows, label }: ComparisonProps) {
  return (
    <div>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-soft lg:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b border-sand-200">
              <th scope="col" className="w-[34%] px-6 py-5 text-sm font-semibold text-ink-muted">
                Feature
              </th>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-5 py-5 font-serif text-lg font-semibold ${
                    index === 0 ? "bg-sage-700 text-white" : "text-ink"
                  }`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-b border-sand-200 last:border-b-0">
                <th scope="row" className="px-6 py-4 font-medium text-ink">
                  {row.feature}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]} className={`px-5 py-4 ${index === 0 ? "bg-sage-50" : ""}`}>
                    <ComparisonValue value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:hidden">
        {rows.map((row) => (
          <li key={row.feature} className="rounded-2xl bg-white p-5 shadow-soft">
            <h3 className="text-lg leading-snug font-semibold text-ink">{row.feature}</h3>
            <dl className="mt-4 divide-y divide-sand-200">
              {row.cells.map((cell, index) => (
                <div
                  key={columns[index]}
                  className={`flex items-center justify-between gap-4 py-2.5 ${
                    index === 0 ? "-mx-3 rounded-xl border-0 bg-sage-50 px-3" : ""
                  }`}
                >
                  <dt className={index === 0 ? "font-semibold text-sage-800" : "text-ink-muted"}>
                    {columns[index]}
                  </dt>
                  <dd>
                    <ComparisonValue value={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <dl className="mx-auto mt-8 grid max-w-sm gap-3 text-sm text-ink-muted lg:flex lg:max-w-none lg:justify-center lg:gap-8">
        {comparisonLegend.map(({ value, meaning }) => (
          <div key={value} className="flex items-center gap-3 lg:gap-2">
            <dt className="flex w-20 lg:w-auto">
              <ComparisonValue value={value} />
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
