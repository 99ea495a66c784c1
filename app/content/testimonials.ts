import type { Testimonial } from "./types.ts";

/** Six testimonials from fictional students (docs/product/site-pages.md, Sample content); avatars are original illustrations. */
export const testimonials: Testimonial[] = [
  {
    id: "rachel-m",
    name: "Rachel M.",
    location: "Austin, TX",
    role: "Software engineer",
    image: "/images/testimonials/rachel-m.svg",
    quote:
      "Years at a desk had left my shoulders up by my ears. After two months of one-on-one classes with Ananya I sleep through the night, and my 7 a.m. session is the part of the day I protect most.",
    rating: 5,
  },
  {
    id: "david-k",
    name: "David K.",
    location: "Columbus, OH",
    role: "High-school teacher",
    image: "/images/testimonials/david-k.svg",
    quote:
      "I was sure I was too stiff for yoga. Marcus started me on a chair and a strap, and six weeks later I touched my toes for the first time since college. No one in the small group ever made me feel behind.",
    rating: 5,
  },
  {
    id: "priya-s",
    name: "Priya S.",
    location: "Edison, NJ",
    role: "New mother",
    image: "/images/testimonials/priya-s.svg",
    quote:
      "Leah taught me through my third trimester and the months after. Every class was adjusted to how I felt that morning, and I could log in from the nursery while the baby napped.",
    rating: 5,
  },
  {
    id: "tom-and-ellen-w",
    name: "Tom & Ellen W.",
    location: "Portland, OR",
    role: "Retired, practising together",
    image: "/images/testimonials/tom-and-ellen-w.svg",
    quote:
      "We take the Family plan together, four evenings a week. Sofia gives Tom gentler options for his knee and gives me the balance work I asked for, in the same hour. Our evenings have a new rhythm.",
    rating: 5,
  },
  {
    id: "jasmine-l",
    name: "Jasmine L.",
    location: "Chicago, IL",
    role: "ER nurse",
    image: "/images/testimonials/jasmine-l.svg",
    quote:
      "My shifts change every week, and the team always found me a slot, even at 9 p.m. Kenji's breathing practice is now what I do in the car before a hard shift. I only wish the reminder messages came a little earlier.",
    rating: 4,
  },
  {
    id: "marco-r",
    name: "Marco R.",
    location: "Miami, FL",
    role: "Restaurant owner",
    image: "/images/testimonials/marco-r.svg",
    quote:
      "A back injury had me off my feet for a month. The therapeutic classes were slow and careful at first and built up week by week. I am back in my kitchen, and I still practise on Sunday mornings.",
    rating: 5,
  },
];
