import type { BlogAuthor } from "#app/content/blog-authors.ts";

export const AVATAR_SIZE = 96;

export function AuthorBox({ author }: { author: BlogAuthor }) {
  return (
    <aside
      aria-label="About the author"
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand-200 sm:flex-row sm:p-8"
    >
      <img
        src={author.avatar}
        alt={`Illustrated portrait of ${author.name}`}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        className="size-20 shrink-0 rounded-full bg-sand-200"
      />
      <div>
        <p className="text-sm font-semibold tracking-widest text-sage-700 uppercase">Written by</p>
        <p className="mt-1 font-serif text-2xl font-semibold text-ink">{author.name}</p>
        <p className="text-sm text-ink-muted">{author.role}</p>
        <p className="mt-3 text-ink-muted">{author.bio}</p>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          {author.socialLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sage-700 underline decoration-sage-300 underline-offset-4 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
              >
                {link.label}
                <span className="sr-only"> of {author.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
