import { existsSync } from "node:fs";

/** A file ENV_FILE names but that is not there: the operator meant settings that would silently be missing. */
export class EnvFileError extends Error {
  constructor(readonly path: string) {
    super(`ENV_FILE is ${path}, but there is no such file.`);
    this.name = "EnvFileError";
  }
}

/**
 * Reads `.env` in the working directory, or the file ENV_FILE names, into process.env, below the variables
 * already set, as README.md, Configure, says: the server, the staff command and the build read the same
 * settings. Without ENV_FILE a missing `.env` is fine (the variables may all come from the environment).
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): void {
  const named = env.ENV_FILE;
  const path = named || ".env";
  if (!existsSync(path)) {
    if (named) throw new EnvFileError(named);
    return;
  }
  process.loadEnvFile(path);
}
