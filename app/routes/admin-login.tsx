import { useLocation } from "react-router";
import { STAFF_PAGES } from "../../contracts/staff-pages.ts";
import {
  ForgotPasswordPage,
  LoginPage,
  SetPasswordPage,
  staffPageMeta,
} from "../features/admin-auth/index.ts";
import type { Route } from "./+types/admin-login";

/** routes.ts registers this module for the pages a signed-out person uses: sign-in and its password links. */
const SIGN_IN = { title: "Sign In", Page: LoginPage };
const PAGES: Record<string, typeof SIGN_IN> = {
  [STAFF_PAGES.login]: SIGN_IN,
  [STAFF_PAGES.forgotPassword]: { title: "Forgot password", Page: ForgotPasswordPage },
  [STAFF_PAGES.setPassword]: { title: "Set your password", Page: SetPasswordPage },
};

const pageAt = (pathname: string) => PAGES[pathname] ?? SIGN_IN;

export const meta = ({ location }: Route.MetaArgs) => staffPageMeta(pageAt(location.pathname).title);

export default function SignedOutPagesRoute() {
  const { Page } = pageAt(useLocation().pathname);
  return <Page />;
}
