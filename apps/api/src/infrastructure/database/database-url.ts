import { resolve } from "node:path";

export type DialectName = "sqlite" | "postgres";

export type DatabaseSettings =
  | { dialect: "sqlite"; filename: string }
  | { dialect: "postgres"; connectionString: string };

const SQLITE_PREFIX = "sqlite:";
const POSTGRES_PREFIXES = ["postgres://", "postgresql://"];
const IN_MEMORY = ":memory:";

/**
 * Reads `DATABASE_URL`: `sqlite:<path>` (relative paths resolve against `cwd`, `sqlite::memory:`
 * keeps the database in memory) or a `postgres://` / `postgresql://` connection string.
 * Returns undefined for anything else so the caller can report the variable.
 */
export function parseDatabaseUrl(url: string, cwd: string): DatabaseSettings | undefined {
  if (url.startsWith(SQLITE_PREFIX)) {
    const path = url.slice(SQLITE_PREFIX.length);
    if (path === "") return undefined;
    return { dialect: "sqlite", filename: path === IN_MEMORY ? IN_MEMORY : resolve(cwd, path) };
  }
  if (POSTGRES_PREFIXES.some((prefix) => url.startsWith(prefix)) && URL.canParse(url)) {
    return { dialect: "postgres", connectionString: url };
  }
  return undefined;
}
