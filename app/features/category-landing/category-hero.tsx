import type { ReactNode } from "react";
import { HeroEyebrow, HeroFrame, heroGlows } from "#app/components/layout/hero-frame.tsx";
import type { CategoryStat } from "#app/content/categories.ts";

interface CategoryHeroProps {
  title: string;
  subtitle: string;
  description: string;
  stats: readonly CategoryStat[];
  image: { src: string; alt: string };
  /** The booking call to action; the route supplies it from lead capture. */
  action: ReactNode;
}

export function CategoryHero({ title, subtitle, description, stats, image, action }: CategoryHeroProps) {
  return (
    <HeroFrame
      labelledBy="category-hero-title"
      split
      glows={[heroGlows.wideSage]}
      containerClassName="lg:gap-12"
    >
      <div>
        <HeroEyebrow>{subtitle}</HeroEyebrow>
        <h1
          id="category-hero-title"
          className="mt-6 text-[2.5rem] leading-[1.1] font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-muted sm:text-xl">{description}</p>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:max-w-lg">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-2xl bg-white p-4 shadow-soft sm:p-5"
            >
              <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
              <dd className="font-serif text-2xl font-semibold text-clay-600 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">{action}</div>
      </div>
      <img
        src={image.src}
        alt={image.alt}
        width={480}
        height={360}
        fetchPriority="high"
        className="mx-auto h-auto w-full max-w-xl rounded-[2rem] shadow-soft"
      />
    </HeroFrame>
  );
}
