import type { ComponentType, SVGProps } from "react";
import type { SocialNetwork } from "#app/content/site.ts";
import { PRODUCT_NAME } from "#contracts/brand";

/**
 * Brand glyphs in lucide's outline style (lucide no longer ships brand icons), so they sit
 * beside lucide icons at the same stroke width.
 */
function OutlineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <OutlineIcon {...props}>
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </OutlineIcon>
  );
}

export function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <OutlineIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </OutlineIcon>
  );
}

export function YouTubeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <OutlineIcon {...props}>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </OutlineIcon>
  );
}

export function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <OutlineIcon {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </OutlineIcon>
  );
}

/** The glyph for each social network the studio links to. */
const socialIcons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  YouTube: YouTubeIcon,
  LinkedIn: LinkedInIcon,
};

const looks = {
  /** Round glyph buttons for a dark band, each named for screen readers. */
  icons: {
    link: "inline-flex size-10 items-center justify-center rounded-full border border-sage-700 text-sage-100 transition-colors duration-200 hover:border-sage-400 hover:bg-sage-800 hover:text-white focus-visible:outline-sand-100",
    icon: "size-[18px]",
  },
  /** Light pills with the glyph and the network's name. */
  named: {
    link: "inline-flex items-center gap-2.5 rounded-full border border-sage-200 bg-white px-5 py-3 font-medium text-ink transition-colors duration-200 hover:border-sage-500 hover:bg-sage-50",
    icon: "size-5 text-sage-700",
  },
};

interface SocialLinksProps {
  look: keyof typeof looks;
  socials: readonly { name: SocialNetwork; href: string }[];
  /** Layout of the list. */
  className: string;
  /** The list's accessible name, where the surroundings do not give one. */
  label?: string;
}

/** The studio's social profiles, each opening in a new tab. */
export function SocialLinks({ look, socials, className, label }: SocialLinksProps) {
  const { link, icon } = looks[look];
  return (
    <ul className={className} aria-label={label}>
      {socials.map((social) => {
        const Icon = socialIcons[social.name];
        return (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={
                look === "icons" ? `${PRODUCT_NAME} on ${social.name} (opens in a new tab)` : undefined
              }
              className={link}
            >
              <Icon className={icon} />
              {look === "named" && (
                <>
                  {social.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
