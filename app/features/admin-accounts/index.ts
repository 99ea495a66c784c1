export { StaffAccountsPage } from "./staff-accounts-page.tsx";
