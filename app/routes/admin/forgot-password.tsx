export { ForgotPasswordPage as default } from "../../features/admin-auth/index.ts";
