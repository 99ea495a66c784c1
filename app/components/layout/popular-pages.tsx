import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { popularPages } from "#app/content/popular-pages.ts";
import { Section } from "./section.tsx";

/** Under a not-found message: the pages visitors open most, one card each (docs/product/site-pages.md, Not-found and error pages). */
export function PopularPages() {
  return (
    <Section eyebrow="Find your way" title="Popular pages" tone="white">
      <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-4 [&>li]:w-full sm:[&>li]:w-[calc((100%-1rem)/2)] lg:[&>li]:w-[calc((100%-2rem)/3)]">
        {popularPages.map((page) => (
          <li key={page.to} className="flex">
            <Link
              to={page.to}
              className="group flex w-full flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-soft transition-colors duration-200 hover:border-sage-300"
            >
              <span className="flex items-center justify-between gap-3 font-serif text-xl font-semibold text-ink">
                {page.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-sage-700 transition-transform duration-200 group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-ink-muted">{page.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
