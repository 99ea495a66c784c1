import { Mail } from "lucide-react";
import { mailtoHref } from "#app/lib/mailto.ts";

/** The corporate team's address as a mailto link, styled for a light or a dark band. */
export function BusinessEmailLink({ email, tone = "light" }: { email: string; tone?: "light" | "dark" }) {
  const colours =
    tone === "dark"
      ? "text-white hover:text-sand-100 focus-visible:outline-sand-100"
      : "text-sage-700 hover:text-sage-900";
  return (
    <a
      href={mailtoHref(email)}
      className={`inline-flex items-center gap-2 rounded font-semibold break-all underline underline-offset-4 ${colours}`}
    >
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      {email}
    </a>
  );
}
