import type { Migration } from "kysely";
import * as initial from "./0001_initial";

/**
 * Every migration, oldest first. Listed in code rather than read from a folder so the bundled
 * server carries them. Names sort in the order they run; never rename or edit a released one.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
};
