import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database, StaffAuditAction, StaffRole } from "../../infrastructure/database/schema";
import { type HandOff, handOffOpenLeads } from "../../leads/assignment/assignment-repository";
import { hashPassword } from "../auth/password-hash";
import type { StaffSession } from "../auth/session-store";
import { normalizeStaffEmail } from "../auth/staff-user-repository";

type Db = Kysely<Database>;

export interface StaffAccountRow {
  id: number;
  email: string;
  display_name: string | null;
  role: StaffRole;
  last_login_at: string | null;
  disabled_at: string | null;
}

export interface StaffAuditRow {
  id: number;
  actor_email: string;
  target_email: string;
  action: StaffAuditAction;
  detail: string | null;
  created_at: string;
}

/** Why an account change was refused; the page words each one. */
export type AccountRefusal = "not-found" | "self" | "last-admin" | "taken" | "colleague";

export type AccountChange = { ok: true; email: string } | { ok: false; refusal: AccountRefusal };

export async function listStaffAccounts(db: Db): Promise<StaffAccountRow[]> {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "display_name", "role", "last_login_at", "disabled_at"])
    .orderBy("email")
    .execute();
}

const AUDIT_ROWS_SHOWN = 100;

export async function listStaffAudit(db: Db): Promise<StaffAuditRow[]> {
  return db
    .selectFrom("staff_audit_events")
    .select(["id", "actor_email", "target_email", "action", "detail", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_ROWS_SHOWN)
    .execute();
}

async function audit(
  trx: Transaction<Database>,
  entry: {
    actor: StaffSession;
    target: { id: number; email: string };
    action: StaffAuditAction;
    detail?: string;
    now: Date;
  },
) {
  await trx
    .insertInto("staff_audit_events")
    .values({
      actor_id: entry.actor.userId,
      actor_email: entry.actor.email,
      target_id: entry.target.id,
      target_email: entry.target.email,
      action: entry.action,
      detail: entry.detail ?? null,
      created_at: entry.now.toISOString(),
    })
    .execute();
}

/** Adds an account; refused when the address is taken. */
export async function createStaffAccount(
  db: Db,
  input: {
    email: string;
    displayName: string | null;
    role: StaffRole;
    password: string;
    actor: StaffSession;
    now: Date;
  },
): Promise<AccountChange> {
  const email = normalizeStaffEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (taken !== undefined) return { ok: false, refusal: "taken" } as const;
      const { id } = await trx
        .insertInto("staff_users")
        .values({
          email,
          password_hash: passwordHash,
          created_at: input.now.toISOString(),
          role: input.role,
          display_name: input.displayName,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actor: input.actor,
        target: { id, email },
        action: "create",
        detail: input.role,
        now: input.now,
      });
      return { ok: true, email } as const;
    });
  } catch (error) {
    // Two admins adding the same address at once: the unique index decides.
    if (await addressExists(db, email)) return { ok: false, refusal: "taken" };
    throw error;
  }
}

async function addressExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("staff_users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets a new password, ends the sign-in wait and every session of the account. */
export async function resetStaffPassword(
  db: Db,
  input: { id: number; password: string; actor: StaffSession; now: Date },
): Promise<AccountChange> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, failed_attempts: 0, throttled_until: null })
      .where("id", "=", input.id)
      .returning(["id", "email"])
      .executeTakeFirst();
    if (target === undefined) return { ok: false, refusal: "not-found" } as const;
    await trx.deleteFrom("staff_sessions").where("user_id", "=", target.id).execute();
    await audit(trx, { actor: input.actor, target, action: "reset_password", now: input.now });
    return { ok: true, email: target.email } as const;
  });
}

/**
 * Changes what the account may do, or whether it may sign in at all. An admin cannot lock
 * themselves out, and the last active admin stays one: otherwise nobody could manage accounts.
 */
/** What an admin changes about an account: its role, or whether it may sign in. */
export type AccessChange = { role: StaffRole } | { disabled: boolean; handOff?: HandOff };

export async function changeStaffAccess(
  db: Db,
  input: {
    id: number;
    change: AccessChange;
    actor: StaffSession;
    now: Date;
  },
): Promise<AccountChange> {
  const { id, change, actor, now } = input;
  try {
    return await changeAccessIn(db, id, change, actor, now);
  } catch (error) {
    // Thrown inside the transaction so the disable is rolled back with it.
    if (error instanceof HandOffRefused) return { ok: false, refusal: "colleague" };
    throw error;
  }
}

/** The colleague named for a disabled account's open leads is not an active colleague. */
class HandOffRefused extends Error {}

function changeAccessIn(
  db: Db,
  id: number,
  change: AccessChange,
  actor: StaffSession,
  now: Date,
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    // Locking every active admin row makes two admins demoting each other at once take turns,
    // so the second sees the first's change and one admin always remains.
    let activeAdmins = trx
      .selectFrom("staff_users")
      .select("id")
      .where("role", "=", "admin")
      .where("disabled_at", "is", null);
    // SQLite runs one write transaction at a time already.
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      activeAdmins = activeAdmins.forUpdate();
    const adminIds = (await activeAdmins.execute()).map((row) => row.id);
    const target = await trx
      .selectFrom("staff_users")
      .select(["id", "email", "role", "disabled_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (target === undefined) return { ok: false, refusal: "not-found" } as const;

    const losesAdmin =
      "role" in change
        ? target.role === "admin" && change.role !== "admin"
        : change.disabled && target.role === "admin" && target.disabled_at === null;
    const locksOut = "role" in change ? change.role !== "admin" : change.disabled;
    if (target.id === actor.userId && locksOut) return { ok: false, refusal: "self" } as const;
    if (losesAdmin && adminIds.filter((adminId) => adminId !== target.id).length === 0) {
      return { ok: false, refusal: "last-admin" } as const;
    }

    if ("role" in change) {
      if (change.role === target.role) return { ok: true, email: target.email } as const;
      await trx
        .updateTable("staff_users")
        .set({ role: change.role })
        .where("id", "=", id)
        .execute();
      await audit(trx, { actor, target, action: "change_role", detail: change.role, now });
      return { ok: true, email: target.email } as const;
    }

    const isDisabled = target.disabled_at !== null;
    if (change.disabled === isDisabled) return { ok: true, email: target.email } as const;
    await trx
      .updateTable("staff_users")
      .set({ disabled_at: change.disabled ? now.toISOString() : null })
      .where("id", "=", id)
      .execute();
    // Signed out at once; the session check also refuses a disabled account.
    if (change.disabled) await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
    // Their open leads move in the same step, so none is left with an owner who cannot work it.
    if (change.disabled) {
      const handOff = change.handOff ?? { to: "round_robin" };
      if (handOff.to === "colleague") {
        const colleague = await trx
          .selectFrom("staff_users")
          .select("id")
          .where("id", "=", handOff.id)
          .where("id", "!=", id)
          .where("disabled_at", "is", null)
          .executeTakeFirst();
        if (colleague === undefined) throw new HandOffRefused();
      }
      await handOffOpenLeads(trx, { fromId: id, handOff, actorId: actor.userId, now });
    }
    await audit(trx, { actor, target, action: change.disabled ? "disable" : "enable", now });
    return { ok: true, email: target.email } as const;
  });
}
