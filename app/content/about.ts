/** Copy of the About Us page, read by its loader at build time. */

import type { IconName } from "./icons.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";

export interface AboutItem {
  icon: IconName;
  title: string;
  text: string;
}

export interface AboutContent {
  intro: string;
  story: { heading: string; paragraphs: string[]; image: { src: string; alt: string } };
  offer: { heading: string; intro: string; items: AboutItem[] };
  vision: { heading: string; text: string };
  values: { heading: string; intro: string; items: AboutItem[] };
  closing: { heading: string; text: string };
}

export const about: AboutContent = {
  intro:
    "A small studio with a simple belief: yoga works best when a real teacher can see you, knows you and shapes every class around your life.",
  story: {
    heading: "Our story",
    paragraphs: [
      "Harmoni Yoga began with a handful of students and one laptop. Our founding teacher had taught in Noida for years when some of her students moved abroad, to California, New Jersey and Texas. They tried apps and recorded classes, and kept asking for the one thing those could not give them: a teacher who noticed when their shoulders crept up or a knee rolled in.",
      "So she began teaching them live, over video, early in her morning and in their evening. Friends joined, then parents, then colleagues. Other teachers came on board to keep up, each certified and each with a speciality, from therapeutic yoga for back pain to prenatal classes.",
      "Today our instructors teach students across every US time zone from home studios in India and the United States. Every class is still live, still small and still personal: your teacher knows your name, your goals and your old injuries, and plans each session around them.",
    ],
    image: {
      src: "/images/about/our-story.svg",
      alt: "A yoga teacher on one laptop screen and her student on another, practising the same pose live, joined by a curve of light from sunrise to evening.",
    },
  },
  offer: {
    heading: "What we offer",
    intro: "Every class is live, taught by a certified instructor and shaped around you.",
    items: [
      {
        icon: "User",
        title: "One-on-one sessions",
        text: "Private classes built entirely around your body, your goals and your calendar.",
      },
      {
        icon: "Users",
        title: "Small groups",
        text: "Classes of at most 4 people, so your teacher still sees and corrects every pose.",
      },
      {
        icon: "House",
        title: "Family plans",
        text: "Practise together at home with 2 to 4 members of your household on one plan.",
      },
      {
        icon: "HeartPulse",
        title: "Therapeutic and prenatal yoga",
        text: "Specialist teachers for back pain, recovery, stress, pregnancy and the months after birth.",
      },
      {
        icon: "Briefcase",
        title: "Wellness for teams",
        text: "30-minute virtual sessions that help colleagues move, breathe and reset in the workday.",
      },
    ],
  },
  vision: {
    heading: "Our vision",
    text: "A world where everyone, wherever they live and however busy they are, has a yoga teacher of their own. We want expert, personal guidance to feel as ordinary and as easy to reach as a video call with a friend.",
  },
  values: {
    heading: "What we value",
    intro: "Four promises guide how we teach, hire and run the studio.",
    items: [
      {
        icon: "Eye",
        title: "Attention over numbers",
        text: "We keep classes small and teachers unhurried, because real progress comes from being seen.",
      },
      {
        icon: "ShieldCheck",
        title: "Safety first",
        text: "We ask about your health before your first class and adapt every pose that needs it.",
      },
      {
        icon: "Scale",
        title: "Honesty",
        text: "Clear prices, monthly plans you can stop any time, and straight answers about what yoga can and cannot do.",
      },
      {
        icon: "Sun",
        title: "Warmth",
        text: "Yoga should feel welcoming at every age, size and level, and most of all on your first day.",
      },
    ],
  },
  closing: {
    heading: "Come and practise with us",
    text: `Your first live class is ${TRIAL_PRICE}. Tell us what you hope for, and we will match you with the right teacher.`,
  },
};
