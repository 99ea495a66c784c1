import type { PolicyDocument } from "#app/content/policies.ts";

/** Anchor ids for the in-page contents, from the section headings. */
function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A policy's body: contents on the side from 1024 px up, and prose kept to a readable measure. */
export function PolicyArticle({ policy }: { policy: PolicyDocument }) {
  return (
    <div className="page-container py-14 sm:py-20">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav
          aria-label="On this page"
          className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start"
        >
          <h2 className="font-sans text-xs font-semibold tracking-widest text-sage-700 uppercase">
            On this page
          </h2>
          <ol className="mt-4 space-y-2 border-l border-sand-300 text-sm">
            {policy.sections.map((section) => (
              <li key={section.heading}>
                <a
                  href={`#${sectionId(section.heading)}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-ink-muted hover:border-sage-600 hover:text-ink"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-[68ch] rounded-2xl bg-white p-6 text-ink shadow-soft sm:p-10">
          {policy.sections.map((section) => (
            <section
              key={section.heading}
              aria-labelledby={sectionId(section.heading)}
              className="mt-10 first:mt-0"
            >
              <h2 id={sectionId(section.heading)} className="text-2xl font-semibold tracking-tight text-ink">
                {section.heading}
              </h2>
              {section.blocks.map((block) =>
                block.kind === "paragraph" ? (
                  <p key={block.text} className="mt-4 leading-relaxed">
                    {block.text}
                  </p>
                ) : (
                  <ul
                    key={block.items[0]}
                    className="mt-4 list-disc space-y-2 pl-5 leading-relaxed marker:text-sage-500"
                  >
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
