/** A problem the operator can fix (wrong file, folder or database not empty, a tool missing): printed as one line. */
export class BackupError extends Error {}
