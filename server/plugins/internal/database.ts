import fp from "fastify-plugin";
import { type DatabaseHandle, openDatabase } from "#server/db/client";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  dataDir: string;
  databaseUrl?: string;
}

/** Opens the database (migrations applied) and closes it last, after everything that uses it. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const database = await openDatabase({
      dataDir: options.dataDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      onPoolError: (error) => app.log.warn({ err: error }, "database connection dropped"),
    });
    app.log.info({ database: database.kind }, "database ready");
    app.decorate("database", database);
    app.addHook("onClose", async () => {
      await database.close();
    });
  },
  { name: "database" },
);
