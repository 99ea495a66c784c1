export { ForgotPasswordPage as default } from "#app/features/admin-auth/index.ts";
