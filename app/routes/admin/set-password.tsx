export { SetPasswordPage as default } from "../../features/admin-auth/index.ts";
