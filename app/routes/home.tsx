import { HomeHero } from "../features/home/home-hero.tsx";
import { BookButton } from "../features/lead-capture/index.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Live Online Yoga Classes with Real Instructors | Harmoni Yoga" },
  {
    name: "description",
    content:
      "Live online yoga with certified instructors, one-on-one or in small groups, at times that suit US schedules. Your first class is $10.",
  },
];

export default function Home() {
  return (
    <HomeHero
      bookAction={
        <BookButton mode="default" size="lg">
          Book your $10 trial
        </BookButton>
      }
    />
  );
}
