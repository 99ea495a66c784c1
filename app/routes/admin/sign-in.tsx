export { LoginPage as default } from "../../features/admin-auth/index.ts";
