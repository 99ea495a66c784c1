import type { ReactNode } from "react";
import { HeroFrame, heroGlows } from "./hero-frame.tsx";

interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short label above the title, such as the page's category. */
  eyebrow?: ReactNode;
  /** Calls to action or extra content under the sub-heading. */
  children?: ReactNode;
}

/** The opening band of an inner page; it leaves room for the header that overlays it. */
export function PageHero({ title, subtitle, eyebrow, children }: PageHeroProps) {
  return (
    <HeroFrame
      className="pt-[calc(var(--header-height)+3.5rem)] pb-16 sm:pb-20"
      glows={[heroGlows.sage, heroGlows.sand]}
    >
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-sage-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">{subtitle}</p> : null}
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </HeroFrame>
  );
}
