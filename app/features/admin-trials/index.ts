export { TrialsPage } from "./trials-page.tsx";
