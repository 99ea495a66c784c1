/** Copy of the Join as Instructor page, read by its loader at build time. */

import type { IconName } from "./icons.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";

export interface JoinItem {
  icon: IconName;
  title: string;
  text: string;
}

export interface JoinContent {
  intro: string;
  image: { src: string; alt: string };
  whyTeach: { heading: string; intro: string; items: JoinItem[] };
  lookingFor: { heading: string; intro: string; items: string[] };
  benefits: { heading: string; items: JoinItem[] };
  apply: { heading: string; text: string; steps: string[] };
}

export const join: JoinContent = {
  intro:
    "Teach live, small classes to students who come back every week, from your own studio, while we take care of everything else.",
  image: {
    src: "/images/join/teach-online.svg",
    alt: "A yoga teacher sits on her mat in front of a laptop, guiding four students who practise with her on screen.",
  },
  whyTeach: {
    heading: "Why teach with us",
    intro: "We built Harmoni Yoga around teachers, because students stay for the person who guides them.",
    items: [
      {
        icon: "Users",
        title: "Students who stay",
        text: `Our students start with a ${TRIAL_PRICE} trial and stay for months. You build real relationships, not a stream of one-off drop-ins.`,
      },
      {
        icon: "Heart",
        title: "Teach the way you trained",
        text: "One-on-one sessions and groups of at most 4 give you time to watch, cue and adjust every student.",
      },
      {
        icon: "CalendarDays",
        title: "We handle the rest",
        text: "We find your students, arrange the timetable, take payments and answer questions, so your energy goes into teaching.",
      },
    ],
  },
  lookingFor: {
    heading: "What we look for",
    intro: "Experience matters, and so does the way you make a student feel.",
    items: [
      "A 200-hour teacher training certificate (RYT-200 or equivalent). Advanced training or a speciality in therapeutic, prenatal or restorative yoga is a plus.",
      "At least two years of regular teaching, in person or online.",
      "Clear, friendly spoken English. Another language is a welcome bonus.",
      "A quiet, well-lit space, a reliable internet connection and a camera that can show your whole mat.",
      "Time for some early-morning or evening slots that suit US time zones.",
      "Warmth, patience and the habit of asking students how they feel.",
    ],
  },
  benefits: {
    heading: "Instructor benefits",
    items: [
      {
        icon: "Wallet",
        title: "Fair, reliable pay",
        text: "Paid per session, every month, on time, with higher rates for private and specialist classes.",
      },
      {
        icon: "Clock3",
        title: "A schedule you choose",
        text: "Decide the hours you teach and how many students you take on, and change it as your life changes.",
      },
      {
        icon: "Sparkles",
        title: "Students matched to you",
        text: "We pair students with your speciality and style, and share each new student's health notes before the first class.",
      },
      {
        icon: "Sprout",
        title: "Room to grow",
        text: "Peer sessions, workshops with senior teachers and support towards further certifications.",
      },
    ],
  },
  apply: {
    heading: "Ready to apply?",
    text: "Fill in our short application form. We read every application and reply within two weeks.",
    steps: [
      "Tell us about your training, experience and speciality.",
      "Meet our lead teacher on a video call.",
      "Teach a short demo class, and we will agree your first slots together.",
    ],
  },
};
