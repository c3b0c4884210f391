import type { Kysely } from "kysely";

type Db = Kysely<unknown>;

export async function up(_db: Db): Promise<void> {}

export async function down(_db: Db): Promise<void> {}
