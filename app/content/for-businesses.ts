/** Copy of the For Businesses page, read by its loader at build time. */

import type { IconName } from "./icons.ts";
import { PROMISED_REPLY_TIME } from "./response-promise.ts";

export interface BusinessPoint {
  icon: IconName;
  title: string;
  text: string;
}

export interface BusinessImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ForBusinessesContent {
  hero: { eyebrow: string; title: string; subtitle: string; image: BusinessImage; highlights: string[] };
  whyItMatters: { heading: string; intro: string; points: BusinessPoint[] };
  whyChoose: { heading: string; intro: string; points: BusinessPoint[] };
  provenBenefits: {
    heading: string;
    intro: string;
    image: BusinessImage;
    benefits: { title: string; text: string }[];
  };
  easyToStart: {
    heading: string;
    intro: string;
    points: BusinessPoint[];
    steps: { title: string; text: string }[];
  };
  quoteCta: { heading: string; text: string; emailPrompt: string };
}

export const forBusinesses: ForBusinessesContent = {
  hero: {
    eyebrow: "Corporate wellness",
    title: "Live yoga that fits into your team's working day",
    subtitle:
      "30-minute virtual sessions led by certified instructors, for offices, remote teams and everyone in between. No mats, kit or experience needed.",
    image: {
      src: "/images/business/team-session.svg",
      alt: "A yoga instructor on a video call leads six colleagues, each stretching in their own window, some at their desks and some at home.",
      width: 640,
      height: 520,
    },
    highlights: [
      "For teams of any size, in one office or many",
      "Morning, lunchtime or end-of-day slots",
      `A tailored quote within ${PROMISED_REPLY_TIME}`,
    ],
  },
  whyItMatters: {
    heading: "Why It Matters",
    intro:
      "The strain of modern work rarely shows up in one dramatic moment. It builds quietly, in shoulders, in sleep and in meetings.",
    points: [
      {
        icon: "MonitorSmartphone",
        title: "Hours at a screen add up",
        text: "Long stretches at a desk or a laptop on the sofa leave necks, shoulders and lower backs stiff by mid-afternoon. People push through it, and it follows them home.",
      },
      {
        icon: "Brain",
        title: "Stress is a team problem",
        text: "Deadlines, back-to-back calls and always-on chat wear people down. It shows up as shorter tempers, more sick days and good people quietly looking elsewhere.",
      },
      {
        icon: "Wifi",
        title: "Hybrid teams drift apart",
        text: "When colleagues only meet in agendas, the small moments that build trust disappear. A shared half hour that is not about work gives them back.",
      },
    ],
  },
  whyChoose: {
    heading: "Why Choose Harmoni Yoga",
    intro:
      "We teach live, small and personal, and we make running a wellness programme the easy part of your week.",
    points: [
      {
        icon: "Users",
        title: "Certified instructors, teaching live",
        text: "Every session is led in real time by an instructor with at least 200 hours of training, who watches, cues and adapts. Never a pre-recorded video.",
      },
      {
        icon: "SlidersHorizontal",
        title: "Shaped around your people",
        text: "Tell us who is joining and what they need. We plan chair-based sessions for desk teams, gentler flows for mixed ages and quick resets for busy days.",
      },
      {
        icon: "CalendarClock",
        title: "Times that work across time zones",
        text: "Early, lunchtime and end-of-day slots across every US time zone, so your East Coast and West Coast colleagues can practise together.",
      },
      {
        icon: "ReceiptText",
        title: "Simple for HR and people teams",
        text: "One point of contact, one monthly invoice and a calendar invite your team can accept in a click. We send reminders so you do not have to.",
      },
    ],
  },
  provenBenefits: {
    heading: "Proven Benefits",
    intro:
      "Yoga, breathing and short guided rests are among the best-studied ways to ease everyday tension and stress. Here is what that looks like at work.",
    image: {
      src: "/images/business/desk-stretch.svg",
      alt: "A man at his desk pauses with his arms stretched overhead, a mug of tea and a plant beside his laptop.",
      width: 560,
      height: 460,
    },
    benefits: [
      {
        title: "Less neck, shoulder and back tension",
        text: "Simple mobility sequences undo the shapes a desk puts the body into, and people learn moves they can repeat between meetings.",
      },
      {
        title: "Calmer minds under pressure",
        text: "Slow, guided breathing settles the stress response. Many people keep using it before a difficult call or a big presentation.",
      },
      {
        title: "Sharper focus in the afternoon",
        text: "A half-hour reset at lunch helps people return to their desks clearer, instead of fighting the post-lunch slump.",
      },
      {
        title: "Better sleep and more energy",
        text: "Gentle evening practices and relaxation techniques help people switch off after work, so they arrive rested the next day.",
      },
      {
        title: "A closer, kinder team",
        text: "Practising together, cameras on or off, gives colleagues a shared ritual that has nothing to do with targets.",
      },
    ],
  },
  easyToStart: {
    heading: "Easy to Start",
    intro:
      "No studio to book, no equipment to buy and no one left out. Your team needs a link and half an hour.",
    points: [
      {
        icon: "Clock3",
        title: "30-minute virtual sessions",
        text: "Long enough to feel the difference, short enough for a lunch break. Sessions start and end on time, so they sit neatly between meetings.",
      },
      {
        icon: "Sprout",
        title: "Beginner-friendly styles",
        text: "Chair yoga, gentle flow, breathwork and guided relaxation. Everything can be done in work clothes, and every pose comes with an easier option.",
      },
      {
        icon: "Globe",
        title: "Accessible anywhere",
        text: "Join from the office, from home or from a hotel room on any laptop or phone. One link for everyone, wherever they work.",
      },
    ],
    steps: [
      {
        title: "Tell us about your team",
        text: "Share your team size and what you have in mind in the quote form. It takes about two minutes.",
      },
      {
        title: "Get a tailored plan",
        text: `Our corporate team replies within ${PROMISED_REPLY_TIME} with suggested times, session styles and a quote.`,
      },
      {
        title: "Roll out your first session",
        text: "We send a calendar invite and a short note to share with your people. Then they simply join.",
      },
    ],
  },
  quoteCta: {
    heading: "Bring live yoga to your team",
    text: `Tell us about your team and we'll send a tailored quote within ${PROMISED_REPLY_TIME}.`,
    emailPrompt: "Prefer e-mail? Write to our corporate team at",
  },
};
