import { socialIcons } from "../../components/layout/social-icons.tsx";
import type { SocialNetwork } from "../../content/site.ts";

export function SocialLinks({ socials }: { socials: readonly { name: SocialNetwork; href: string }[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {socials.map((social) => {
        const Icon = socialIcons[social.name];
        return (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2.5 rounded-full border border-sage-200 bg-white px-5 py-3 font-medium text-ink transition-colors duration-200 hover:border-sage-500 hover:bg-sage-50"
            >
              <Icon className="size-5 text-sage-700" />
              {social.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
