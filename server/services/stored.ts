import { isDatabaseUnavailable } from "../db/client.ts";
import { DatabaseUnavailableError } from "../errors.ts";

/** Runs database work, turning "the database cannot be reached" into the error the handler answers 503 for. */
export async function stored<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}
