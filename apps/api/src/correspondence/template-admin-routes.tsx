import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sendNotFound, sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { staffOf } from "../staff/auth/staff-request";
import { idField } from "./compose-rules";
import { correspondenceCopy } from "./correspondence-copy";
import { TEMPLATES_PATH, TemplateEditPage, TemplateListPage } from "./template-admin-page";
import {
  addTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  templateNameTaken,
  updateTemplate,
} from "./template-repository";
import { parseTemplateForm, readTemplateForm } from "./template-rules";

const copy = correspondenceCopy.templates;

const NOTICES: Record<string, string> = {
  added: copy.added,
  saved: copy.saved,
  deleted: copy.deleted,
};

const templateIdParam = (params: unknown) => {
  const { templateId } = params as { templateId?: string };
  return typeof templateId === "string" ? idField(templateId) : undefined;
};

/**
 * `/admin/settings/email-templates` (admins only, as every settings page; see require-staff.ts):
 * list, add, change and delete the texts staff write to leads from. A template using a
 * placeholder that does not exist is refused, so no e-mail goes out with "{{frist_name}}" in it.
 */
export async function templateAdminRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; firmTimeZone: string; now: () => Date },
) {
  const { db, firmTimeZone, now } = options;
  const base = TEMPLATES_PATH.slice("/admin".length);

  app.get(base, async (request, reply) => {
    const { done } = request.query as { done?: string };
    const notice = done === undefined ? undefined : NOTICES[done];
    const templates = await listTemplates(db);
    return sendStaffPage(reply, TemplateListPage, { templates, firmTimeZone, notice });
  });

  app.post(base, async (request, reply) => {
    const form = readTemplateForm(request.body);
    const parsed = parseTemplateForm(form);
    const errors =
      "errors" in parsed
        ? parsed.errors
        : (await templateNameTaken(db, parsed.name))
          ? { name: copy.errors.nameTaken }
          : undefined;
    if (errors !== undefined || "errors" in parsed) {
      const templates = await listTemplates(db);
      const props = { templates, firmTimeZone, form, errors };
      return sendStaffPage(reply, TemplateListPage, props, 400);
    }
    await addTemplate(db, parsed, staffOf(request).userId, now());
    return reply.redirect(`${TEMPLATES_PATH}?done=added`, 303);
  });

  app.get(`${base}/:templateId`, async (request, reply) => {
    const id = templateIdParam(request.params);
    const template = id === undefined ? undefined : await findTemplate(db, id);
    if (template === undefined) return sendNotFound(reply);
    const props = { id: template.id, savedName: template.name, form: template };
    return sendStaffPage(reply, TemplateEditPage, props);
  });

  app.post(`${base}/:templateId`, async (request, reply) => {
    const id = templateIdParam(request.params);
    const template = id === undefined ? undefined : await findTemplate(db, id);
    if (template === undefined) return sendNotFound(reply);
    const form = readTemplateForm(request.body);
    const parsed = parseTemplateForm(form);
    const errors =
      "errors" in parsed
        ? parsed.errors
        : (await templateNameTaken(db, parsed.name, template.id))
          ? { name: copy.errors.nameTaken }
          : undefined;
    if (errors !== undefined || "errors" in parsed) {
      const props = { id: template.id, savedName: template.name, form, errors };
      return sendStaffPage(reply, TemplateEditPage, props, 400);
    }
    const saved = await updateTemplate(db, template.id, parsed, staffOf(request).userId, now());
    if (!saved) return sendNotFound(reply);
    return reply.redirect(`${TEMPLATES_PATH}?done=saved`, 303);
  });

  app.post(`${base}/:templateId/delete`, async (request, reply) => {
    const id = templateIdParam(request.params);
    const deleted = id !== undefined && (await deleteTemplate(db, id));
    if (!deleted) return sendNotFound(reply);
    return reply.redirect(`${TEMPLATES_PATH}?done=deleted`, 303);
  });
}
