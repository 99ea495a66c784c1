/** A person who writes for the blog (docs/product/site-pages.md, Blog content: four placeholder people). */
export interface BlogAuthor {
  id: string;
  name: string;
  /** A short professional line shown under the name. */
  role: string;
  avatar: string;
  bio: string;
  socialLinks: { label: "Instagram" | "LinkedIn" | "Website"; href: string }[];
}

/** Fictional writers (docs/product/site-pages.md, Sample content); the social links point at reserved example domains. */
export const blogAuthors: BlogAuthor[] = [
  {
    id: "clara-jensen",
    name: "Clara Jensen",
    role: "Senior yoga teacher and blog editor",
    avatar: "/images/blog/authors/clara-jensen.svg",
    bio: "Clara has taught hatha and vinyasa for fourteen years, first in Copenhagen and now online from Portland. She edits the Harmoni blog and writes about building a practice that survives busy weeks.",
    socialLinks: [
      { label: "Instagram", href: "https://instagram.example.com/clara.jensen.yoga" },
      { label: "LinkedIn", href: "https://linkedin.example.com/in/clara-jensen" },
    ],
  },
  {
    id: "omar-haddad",
    name: "Omar Haddad",
    role: "Meditation and breathwork guide",
    avatar: "/images/blog/authors/omar-haddad.svg",
    bio: "Omar came to meditation as an overworked software engineer and stayed for the quiet. He has guided breathwork and mindfulness courses for nine years and writes about attention, sleep and stress.",
    socialLinks: [
      { label: "Instagram", href: "https://instagram.example.com/omar.breathes" },
      { label: "LinkedIn", href: "https://linkedin.example.com/in/omar-haddad" },
      { label: "Website", href: "https://omarhaddad.example.com/" },
    ],
  },
  {
    id: "nadia-rahman",
    name: "Nadia Rahman",
    role: "Registered dietitian",
    avatar: "/images/blog/authors/nadia-rahman.svg",
    bio: "Nadia is a registered dietitian who works with people recovering from burnout and chronic fatigue. She writes about everyday eating that supports energy and mood, without rules that make food stressful.",
    socialLinks: [
      { label: "Instagram", href: "https://instagram.example.com/nadia.eats.well" },
      { label: "LinkedIn", href: "https://linkedin.example.com/in/nadia-rahman-rd" },
    ],
  },
  {
    id: "theo-lindqvist",
    name: "Theo Lindqvist",
    role: "Physiotherapist and yoga therapist",
    avatar: "/images/blog/authors/theo-lindqvist.svg",
    bio: "Theo is a physiotherapist who uses yoga in rehabilitation for back pain, stiff hips and desk-bound shoulders. He writes about moving well at every age and about the small habits that keep bodies comfortable.",
    socialLinks: [
      { label: "LinkedIn", href: "https://linkedin.example.com/in/theo-lindqvist" },
      { label: "Website", href: "https://theolindqvist.example.com/" },
    ],
  },
];

export function findBlogAuthor(id: string): BlogAuthor | undefined {
  return blogAuthors.find((author) => author.id === id);
}
