export { CancelTrialDialog } from "./cancel-trial-dialog.tsx";
export { changedText, trialWhen } from "./trial-format.ts";
export { TrialsPage } from "./trials-page.tsx";
