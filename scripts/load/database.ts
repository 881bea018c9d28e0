// The load test's throwaway PostgreSQL database: created beside the one LOAD_DATABASE_URL / TEST_DATABASE_URL
// names (same server and user), dropped when the run ends.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ThrowawayDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** The server to use, or null when neither LOAD_DATABASE_URL nor TEST_DATABASE_URL names a PostgreSQL one. */
export function baseDatabaseUrl(): string | null {
  const url = process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `maatglas_load_<random>`; the shop migrates and seeds it on start. */
export async function createThrowawayDatabase(base: string): Promise<ThrowawayDatabase> {
  const name = `maatglas_load_${randomBytes(5).toString("hex")}`;
  await onServer(base, (c) => c.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(base, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
