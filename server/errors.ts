/** An error whose message is written for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The database could not be reached, so nothing was stored and the visitor must try again. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}
