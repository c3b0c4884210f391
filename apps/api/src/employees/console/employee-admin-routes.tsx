import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sendNotFound, sendPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import {
  createEmployee,
  deleteEmployee,
  findEmployee,
  isPhoneTaken,
  listEmployees,
  updateEmployee,
} from "./employee-admin-repository";
import { employeeCopy } from "./employee-copy";
import { readEmployeeForm } from "./employee-form";
import { EmployeeFormPage, EmployeeListPage } from "./employee-pages";

const NOTICES = {
  created: employeeCopy.created,
  updated: employeeCopy.updated,
  deleted: employeeCopy.deleted,
} as const;

const employeeId = (params: unknown) => {
  const { id } = params as { id: string };
  return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
};

/** The directory behind `/empcard`: list, create, edit and delete employees. */
export async function employeeAdminRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  app.get("/employees", async (request, reply) => {
    const { done } = request.query as { done?: string };
    const notice =
      done !== undefined && Object.hasOwn(NOTICES, done)
        ? NOTICES[done as keyof typeof NOTICES]
        : undefined;
    return sendPage(
      reply,
      <EmployeeListPage
        staffEmail={staffOf(request).email}
        employees={await listEmployees(db)}
        notice={notice}
      />,
    );
  });

  app.get("/employees/new", async (request, reply) =>
    sendPage(reply, <EmployeeFormPage staffEmail={staffOf(request).email} />),
  );

  app.post("/employees", async (request, reply) => {
    const staffEmail = staffOf(request).email;
    const form = readEmployeeForm(request.body);
    if (form.ok && !(await isPhoneTaken(db, form.phoneNormalized))) {
      await createEmployee(db, form.employee, form.phoneNormalized);
      return reply.redirect("/admin/employees?done=created", 303);
    }
    const errors = form.ok ? { phone_number: employeeCopy.errors.phoneTaken } : form.errors;
    const input = form.ok ? form.employee : form.input;
    return sendPage(
      reply,
      <EmployeeFormPage staffEmail={staffEmail} input={input} errors={errors} />,
      400,
    );
  });

  app.get("/employees/:id", async (request, reply) => {
    const staffEmail = staffOf(request).email;
    const id = employeeId(request.params);
    const employee = id === undefined ? undefined : await findEmployee(db, id);
    if (employee === undefined) return sendNotFound(reply, staffEmail);
    return sendPage(
      reply,
      <EmployeeFormPage staffEmail={staffEmail} id={employee.id} input={employee} />,
    );
  });

  app.post("/employees/:id", async (request, reply) => {
    const staffEmail = staffOf(request).email;
    const id = employeeId(request.params);
    if (id === undefined) return sendNotFound(reply, staffEmail);
    const form = readEmployeeForm(request.body);
    if (form.ok && !(await isPhoneTaken(db, form.phoneNormalized, id))) {
      const updated = await updateEmployee(db, id, form.employee, form.phoneNormalized);
      if (!updated) return sendNotFound(reply, staffEmail);
      return reply.redirect("/admin/employees?done=updated", 303);
    }
    const errors = form.ok ? { phone_number: employeeCopy.errors.phoneTaken } : form.errors;
    const input = form.ok ? form.employee : form.input;
    return sendPage(
      reply,
      <EmployeeFormPage staffEmail={staffEmail} id={id} input={input} errors={errors} />,
      400,
    );
  });

  app.post("/employees/:id/delete", async (request, reply) => {
    const id = employeeId(request.params);
    if (id !== undefined) await deleteEmployee(db, id);
    return reply.redirect("/admin/employees?done=deleted", 303);
  });
}
