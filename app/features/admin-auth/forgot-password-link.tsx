import { Link } from "react-router";
import { STAFF_PAGES } from "#contracts/staff-pages";

/** How the signed-out pages' text links look: sage, underlined. */
export const textLinkClasses = "font-medium text-sage-700 underline underline-offset-4";

/** The way to a new password, from the sign-in page and from a dead link. */
export function ForgotPasswordLink() {
  return (
    <Link to={STAFF_PAGES.forgotPassword} className={textLinkClasses}>
      Forgot password?
    </Link>
  );
}
