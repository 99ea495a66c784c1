import { site } from "../../content/site.ts";
import { socialIcons } from "./social-icons.tsx";

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
  /** Layout of the list. */
  className: string;
  /** The list's accessible name, where the surroundings do not give one. */
  label?: string;
}

/** The studio's social profiles, each opening in a new tab. */
export function SocialLinks({ look, className, label }: SocialLinksProps) {
  const { link, icon } = looks[look];
  return (
    <ul className={className} aria-label={label}>
      {site.socials.map((social) => {
        const Icon = socialIcons[social.name];
        return (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={
                look === "icons" ? `${site.name} on ${social.name} (opens in a new tab)` : undefined
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
