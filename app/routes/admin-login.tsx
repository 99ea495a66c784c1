import { LoginPage, staffPageMeta } from "../features/admin-auth/index.ts";

export const meta = () => staffPageMeta("Sign In");

export default LoginPage;
