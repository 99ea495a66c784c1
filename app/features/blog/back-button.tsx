import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";

/**
 * Back: the browser's back when this tab has history to return to (more than 2 entries, the spec's
 * rule), otherwise the blog list. A link underneath, so it also works before the app has loaded.
 */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length <= 2) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link
      to="/blog"
      onClick={goBack}
      className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-sage-700 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Link>
  );
}
