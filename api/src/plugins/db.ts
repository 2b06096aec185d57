import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type DatabaseConfig, type Db, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Opens the database (or adopts one the caller owns), applies migrations, closes it on shutdown. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: DatabaseConfig | { instance: Database } }) {
    const owned = !('instance' in opts.database);
    const database = 'instance' in opts.database ? opts.database.instance : await openDatabase(opts.database);
    try {
      if (owned) await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
