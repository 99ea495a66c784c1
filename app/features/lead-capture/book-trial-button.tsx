import { BookButton } from "./book-button.tsx";

/** The site's main call to action: the $10 trial, opening the lead modal's default form. */
export function BookTrialButton() {
  return (
    <BookButton mode="default" size="lg">
      Book your $10 trial
    </BookButton>
  );
}
