import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { idParams, idParamsOrNone, noticeFlag, typed } from "../../console/route-input";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import {
  createEmployee,
  deleteEmployee,
  findEmployee,
  isPhoneTaken,
  listEmployees,
  updateEmployee,
} from "./employee-admin-repository";
import { employeeCopy } from "./employee-copy";
import { type EmployeeFormResult, readEmployeeForm } from "./employee-form";
import { EmployeeFormPage, EmployeeListPage } from "./employee-pages";

const NOTICES = {
  created: employeeCopy.created,
  updated: employeeCopy.updated,
  deleted: employeeCopy.deleted,
} as const;

const noticeQuery = z.object({ done: noticeFlag });

/** The form again, with why it was refused: a field's error, or a phone number already taken. */
function sendRefused(reply: FastifyReply, form: EmployeeFormResult, id?: number) {
  const errors = form.ok ? { phone_number: employeeCopy.errors.phoneTaken } : form.errors;
  const input = form.ok ? form.employee : form.input;
  return sendStaffPage(reply, EmployeeFormPage, { id, input, errors }, 400);
}

/** The directory behind `/empcard`: list, create, edit and delete employees. */
export async function employeeAdminRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const routes = typed(app);

  routes.get("/employees", { schema: { querystring: noticeQuery } }, async (request, reply) => {
    const { done } = request.query;
    const notice =
      done !== undefined && Object.hasOwn(NOTICES, done)
        ? NOTICES[done as keyof typeof NOTICES]
        : undefined;
    return sendStaffPage(reply, EmployeeListPage, { employees: await listEmployees(db), notice });
  });

  app.get("/employees/new", async (_request, reply) => sendStaffPage(reply, EmployeeFormPage, {}));

  app.post("/employees", async (request, reply) => {
    const form = readEmployeeForm(request.body);
    if (form.ok && !(await isPhoneTaken(db, form.phoneNormalized))) {
      await createEmployee(db, form.employee, form.phoneNormalized);
      return reply.redirect("/admin/employees?done=created", 303);
    }
    return sendRefused(reply, form);
  });

  routes.get("/employees/:id", { schema: { params: idParams } }, async (request, reply) => {
    const employee = await findEmployee(db, request.params.id);
    if (employee === undefined) return sendNotFound(reply);
    return sendStaffPage(reply, EmployeeFormPage, { id: employee.id, input: employee });
  });

  routes.post("/employees/:id", { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const form = readEmployeeForm(request.body);
    if (form.ok && !(await isPhoneTaken(db, form.phoneNormalized, id))) {
      const updated = await updateEmployee(db, id, form.employee, form.phoneNormalized);
      if (!updated) return sendNotFound(reply);
      return reply.redirect("/admin/employees?done=updated", 303);
    }
    return sendRefused(reply, form, id);
  });

  // An address that names no employee deletes nothing and goes back to the list all the same.
  routes.post(
    "/employees/:id/delete",
    { schema: { params: idParamsOrNone } },
    async (request, reply) => {
      const { id } = request.params;
      if (id !== undefined) await deleteEmployee(db, id);
      return reply.redirect("/admin/employees?done=deleted", 303);
    },
  );
}
