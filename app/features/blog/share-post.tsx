import { shareLinks } from "./share-urls.ts";

/** Share links for the page the visitor is reading, each opening in a new tab. */
export function SharePost({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading" className="flex flex-wrap items-center gap-3">
      <h2
        id="share-heading"
        className="mr-1 font-sans text-sm font-semibold tracking-widest text-ink uppercase"
      >
        Share this article
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-full border border-sage-600 bg-white px-4 py-2 text-sm font-semibold text-sage-700 transition-colors duration-200 hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
            >
              {link.network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
