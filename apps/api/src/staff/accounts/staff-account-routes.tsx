import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { idParamsOrNone, noticeFlag, typed } from "../../console/route-input";
import type { FieldErrors } from "../../console/views/form-fields";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { countOpenLeads, type HandOff } from "../../leads/assignment/assignment-repository";
import { staffOf } from "../auth/staff-request";
import { OwnNamePage } from "./own-name-page";
import { staffAccountCopy as copy } from "./staff-account-copy";
import {
  type NewAccountInput,
  parseNewAccount,
  parseRole,
  readPasswordChoice,
} from "./staff-account-form";
import { StaffAccountsPage } from "./staff-account-page";
import {
  type AccessChange,
  type AccountChange,
  type AccountRefusal,
  changeStaffAccess,
  createStaffAccount,
  listStaffAccounts,
  listStaffAudit,
  resetStaffPassword,
} from "./staff-account-repository";
import { staffHandOffCopy } from "./staff-hand-off-copy";
import { ownName, readStaffName, renameStaff } from "./staff-name";
import { staffNameCopy } from "./staff-name-copy";

export interface StaffAccountRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  firmTimeZone: string;
}

const REFUSALS: Record<AccountRefusal, { status: number; message: string }> = {
  "not-found": { status: 404, message: copy.errors.notFound },
  self: { status: 409, message: copy.errors.self },
  "last-admin": { status: 409, message: copy.errors.lastAdmin },
  taken: { status: 409, message: copy.errors.taken },
  colleague: { status: 400, message: staffHandOffCopy.refused },
};

const DONE = ["created", "reset", "role", "disabled", "enabled", "renamed"] as const;
type Done = (typeof DONE)[number];

/** What was just done, and to whose account, for the notice after a redirect. */
const doneQuery = z.object({
  done: z.enum(DONE).optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});
const savedQuery = z.object({ saved: noticeFlag });
// An account that is not there is said on the accounts page, not on the console's 404 page.
const accountRoute = { schema: { params: idParamsOrNone } };

/**
 * Staff accounts (`/admin/staff`, admins only: see require-staff.ts): list, add, reset a
 * password, change the role, disable and enable. Every change is kept in staff_audit_events.
 */
export async function staffAccountRoutes(app: FastifyInstance, options: StaffAccountRouteOptions) {
  const { db, now, firmTimeZone } = options;

  async function sendAccounts(
    reply: FastifyReply,
    extra: {
      status?: number;
      notice?: string;
      error?: string;
      createInput?: NewAccountInput;
      createErrors?: FieldErrors;
      generated?: { email: string; password: string };
      renameInput?: { id: number; name: string };
    } = {},
  ) {
    const { status = 200, ...rest } = extra;
    const accounts = await listStaffAccounts(db);
    const page = {
      accounts,
      audit: await listStaffAudit(db),
      openLeads: await countOpenLeads(db),
      firmTimeZone,
      ...rest,
    };
    return sendStaffPage(reply, StaffAccountsPage, page, status);
  }

  /** Changes an account's role or access, on behalf of the signed-in admin. */
  const changeAccess = (request: FastifyRequest, id: number, change: AccessChange) =>
    changeStaffAccess(db, { id, change, actor: staffOf(request), now: now() });

  /** After a change: back to the list, or the page with the reason it was refused. */
  function answer(reply: FastifyReply, result: AccountChange, done: Done) {
    if (!result.ok) {
      const refusal = REFUSALS[result.refusal];
      return sendAccounts(reply, { status: refusal.status, error: refusal.message });
    }
    return reply.redirect(
      `/admin/staff?done=${done}&email=${encodeURIComponent(result.email)}`,
      303,
    );
  }

  const routes = typed(app);
  routes.get("/staff", { schema: { querystring: doneQuery } }, async (request, reply) => {
    const { done } = request.query;
    const email = (request.query.email ?? "").slice(0, 254);
    return sendAccounts(reply, {
      ...(done === undefined || email === ""
        ? {}
        : { notice: done === "renamed" ? staffNameCopy.renamed(email) : copy.done[done](email) }),
    });
  });

  app.post("/staff", async (request, reply) => {
    const parsed = parseNewAccount(request.body);
    if (!parsed.ok) {
      return sendAccounts(reply, {
        status: 400,
        createInput: parsed.input,
        createErrors: parsed.errors,
      });
    }
    const result = await createStaffAccount(db, {
      email: parsed.email,
      displayName: parsed.displayName,
      role: parsed.role,
      password: parsed.password.password,
      actor: staffOf(request),
      now: now(),
    });
    if (!result.ok) {
      return sendAccounts(reply, {
        status: REFUSALS[result.refusal].status,
        createInput: { email: parsed.email, name: parsed.displayName ?? "", role: parsed.role },
        createErrors: { email: REFUSALS[result.refusal].message },
      });
    }
    if (!parsed.password.generated) return answer(reply, result, "created");
    // Shown in this answer only: never in a URL, a log or the database.
    return sendAccounts(reply, {
      notice: copy.done.created(result.email),
      generated: { email: result.email, password: parsed.password.password },
    });
  });

  routes.post("/staff/:id/password", accountRoute, async (request, reply) => {
    const { id } = request.params;
    if (id === undefined) return sendAccounts(reply, { status: 404, error: copy.errors.notFound });
    const choice = readPasswordChoice(request.body);
    if (!choice.ok) return sendAccounts(reply, { status: 400, error: choice.message });
    const result = await resetStaffPassword(db, {
      id,
      password: choice.password,
      actor: staffOf(request),
      now: now(),
    });
    if (!result.ok || !choice.generated) return answer(reply, result, "reset");
    return sendAccounts(reply, {
      notice: copy.done.reset(result.email),
      generated: { email: result.email, password: choice.password },
    });
  });

  routes.post("/staff/:id/role", accountRoute, async (request, reply) => {
    const { id } = request.params;
    const role = parseRole(field(request.body, "role"));
    if (id === undefined) return sendAccounts(reply, { status: 404, error: copy.errors.notFound });
    if (role === undefined) return sendAccounts(reply, { status: 400, error: copy.errors.role });
    return answer(reply, await changeAccess(request, id, { role }), "role");
  });

  // Every staff member's own name, whatever their role: /admin/account is no admin-only area.
  routes.get("/account", { schema: { querystring: savedQuery } }, async (request, reply) => {
    const { saved } = request.query;
    const name = (await ownName(db, staffOf(request).userId)) ?? "";
    const notice = saved === "1" && name !== "" ? staffNameCopy.saved(name) : undefined;
    return sendStaffPage(reply, OwnNamePage, { name, notice });
  });

  app.post("/account", async (request, reply) => {
    const typed = readStaffName(request.body);
    if (!typed.ok) {
      return sendStaffPage(reply, OwnNamePage, { name: typed.typed, error: typed.message }, 400);
    }
    const staff = staffOf(request);
    await renameStaff(db, { id: staff.userId, name: typed.name, actor: staff, now: now() });
    return reply.redirect("/admin/account?saved=1", 303);
  });

  routes.post("/staff/:id/name", accountRoute, async (request, reply) => {
    const { id } = request.params;
    if (id === undefined) return sendAccounts(reply, { status: 404, error: copy.errors.notFound });
    const typed = readStaffName(request.body);
    if (!typed.ok) {
      return sendAccounts(reply, {
        status: 400,
        error: typed.message,
        renameInput: { id, name: typed.typed },
      });
    }
    const result = await renameStaff(db, {
      id,
      name: typed.name,
      actor: staffOf(request),
      now: now(),
    });
    return answer(reply, result, "renamed");
  });

  for (const [path, disabled] of [
    ["disable", true],
    ["enable", false],
  ] as const) {
    routes.post(`/staff/:id/${path}`, accountRoute, async (request, reply) => {
      const { id } = request.params;
      if (id === undefined)
        return sendAccounts(reply, { status: 404, error: copy.errors.notFound });
      let result: AccountChange;
      if (disabled) {
        const handOff = readHandOff(field(request.body, "leads"));
        result =
          handOff === undefined
            ? { ok: false, refusal: "colleague" }
            : await changeAccess(request, id, { disabled, handOff });
      } else {
        result = await changeAccess(request, id, { disabled });
      }
      return answer(reply, result, disabled ? "disabled" : "enabled");
    });
  }
}

/** Where the form sends a disabled account's open leads; none chosen means the round robin. */
function readHandOff(value: string): HandOff | undefined {
  if (value === "" || value === "round_robin") return { to: "round_robin" };
  return /^\d{1,9}$/.test(value) ? { to: "colleague", id: Number(value) } : undefined;
}
