import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../../infrastructure/database/schema";
import type { StaffSession } from "../auth/session-store";
import { roleSettingsCopy as copy } from "./role-settings-copy";

type Db = Kysely<Database>;

export type ExportScope = "own" | "all";
export const EXPORT_SCOPES: readonly ExportScope[] = ["own", "all"];

/** What admins let the sales role do beyond working leads. */
export interface SalesSettings {
  openResumes: boolean;
  exportScope: ExportScope;
}

/** What a migration leaves, and what applies should the row be missing: the closed choice. */
export const SALES_DEFAULTS: SalesSettings = { openResumes: false, exportScope: "own" };

/** What the signed-in user may do under the role settings. */
export interface RoleAccess {
  openResumes: boolean;
  exportScope: ExportScope;
}

export const ADMIN_ACCESS: RoleAccess = { openResumes: true, exportScope: "all" };

export async function loadSalesSettings(db: Db): Promise<SalesSettings> {
  const row = await db
    .selectFrom("role_settings")
    .select(["open_resumes", "export_scope"])
    .where("role", "=", "sales")
    .executeTakeFirst();
  if (row === undefined) return SALES_DEFAULTS;
  return {
    openResumes: row.open_resumes === 1,
    exportScope: row.export_scope === "all" ? "all" : "own",
  };
}

/** Admins may do everything; every other role what its settings allow. */
export async function accessOfRole(db: Db, role: StaffRole): Promise<RoleAccess> {
  return role === "admin" ? ADMIN_ACCESS : loadSalesSettings(db);
}

/**
 * Saves the sales role's settings, each change one entry of the staff audit log; a setting left
 * as it was records nothing. Answers how many settings changed.
 */
export async function saveSalesSettings(
  db: Db,
  input: { settings: SalesSettings; actor: StaffSession; now: Date },
): Promise<number> {
  const { settings, actor } = input;
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await loadSalesSettings(trx);
    const details: string[] = [];
    if (current.openResumes !== settings.openResumes) {
      details.push(copy.audit.resumes(settings.openResumes));
    }
    if (current.exportScope !== settings.exportScope) {
      details.push(copy.audit.export(settings.exportScope));
    }
    if (details.length === 0) return 0;
    const row = {
      open_resumes: settings.openResumes ? 1 : 0,
      export_scope: settings.exportScope,
      updated_at: at,
    };
    const updated = await trx
      .updateTable("role_settings")
      .set(row)
      .where("role", "=", "sales")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto("role_settings")
        .values({ role: "sales", ...row })
        .execute();
    }
    await trx
      .insertInto("staff_audit_events")
      .values(
        details.map((detail) => ({
          actor_id: actor.userId,
          actor_email: actor.email,
          target_id: null,
          target_email: copy.audit.target,
          action: "change_setting" as const,
          detail,
          created_at: at,
        })),
      )
      .execute();
    return details.length;
  });
}
