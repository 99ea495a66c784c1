export { SetPasswordPage as default } from "#app/features/admin-auth/index.ts";
