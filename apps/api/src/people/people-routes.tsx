import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../console/form-body";
import { formatFirmTime } from "../console/views/firm-time";
import { sendNotFound, sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { findActiveStaff, listActiveStaff } from "../leads/assignment/assignment-repository";
import { leadIdParam } from "../leads/lead-id-param";
import { displayPhone } from "../leads/normalize-phone";
import { staffOf } from "../staff/auth/staff-request";
import { CompanyPage } from "./company-page";
import {
  type MergeCandidate,
  MergeConfirmPage,
  MergeResultsPage,
  sendMergeRefusal,
} from "./merge-pages";
import { peopleCopy } from "./people-copy";
import { PeopleListPage } from "./people-list-page";
import {
  changePersonOwner,
  findCompanyRecord,
  findLeadLinks,
  findPersonRecord,
  listPeople,
  MAX_PEOPLE_SEARCH,
  mergeCompanies,
  mergePeople,
  searchCompanies,
  splitRequest,
} from "./people-repository";
import { linkPendingLeads } from "./person-linker";
import { PersonPage, type PersonPageProps } from "./person-page";
import { personTimeline, recordEventEntry } from "./person-timeline";

type Db = Kysely<Database>;

const ID = /^\d{1,9}$/;
const idOf = (text: string) => (ID.test(text) ? Number(text) : undefined);

/** What a query string field holds, bounded; undefined when absent or not text. */
function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * People and companies: the People list, one person's page (`/admin/people/<person id>`), one
 * company's, and their merges, splits and owner changes. Every page links pending leads first,
 * so it never shows a lead without its person.
 */
export async function peopleRoutes(
  app: FastifyInstance,
  options: { db: Db; firmTimeZone: string; now: () => Date },
) {
  const { db, firmTimeZone, now } = options;
  const time = (iso: string) => formatFirmTime(iso, firmTimeZone);
  const link = () => linkPendingLeads(db, now);

  const personName = async (id: number | null) =>
    id === null
      ? peopleCopy.timeline.someone
      : ((await db.selectFrom("people").select("name").where("id", "=", id).executeTakeFirst())
          ?.name ?? peopleCopy.recordNumber(id));

  async function sendPerson(
    reply: FastifyReply,
    id: number,
    extra: Partial<PersonPageProps> = {},
    statusCode = 200,
  ) {
    await link();
    const record = await findPersonRecord(db, id);
    if (record === undefined) return sendNotFound(reply);
    // A merged-away record's address leads to the record it became.
    if ("movedTo" in record) return reply.redirect(`/admin/people/${record.movedTo}`, 301);
    const names = new Map<number, string>();
    for (const event of record.events) {
      if (event.other_id !== null) names.set(event.other_id, await personName(event.other_id));
    }
    const own = record.events.map((event) =>
      recordEventEntry(event, (other) =>
        other === null ? peopleCopy.timeline.someone : (names.get(other) ?? String(other)),
      ),
    );
    const timeline = await personTimeline(db, record.leads, own, time, firmTimeZone);
    return sendStaffPage(
      reply,
      PersonPage,
      { record, timeline, activeStaff: await listActiveStaff(db), firmTimeZone, ...extra },
      statusCode,
    );
  }

  app.get("/people", async (request, reply) => {
    await link();
    const q = queryText(request.query, "q") ?? "";
    const pageText = queryText(request.query, "page") ?? "1";
    const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
    if (q.length > MAX_PEOPLE_SEARCH) {
      return sendStaffPage(
        reply,
        PeopleListPage,
        {
          q: q.slice(0, MAX_PEOPLE_SEARCH),
          rows: [],
          page: 1,
          hasMore: false,
          error: peopleCopy.merge.tooLong,
        },
        400,
      );
    }
    const result = await listPeople(db, { q, page });
    return sendStaffPage(reply, PeopleListPage, { q, ...result });
  });

  app.get("/people/:id", async (request, reply) => {
    const id = leadIdParam(request.params);
    if (id === undefined) return sendNotFound(reply);
    const query = request.query as Record<string, unknown>;
    const notice =
      query.merged !== undefined
        ? peopleCopy.merge.done
        : query.split !== undefined
          ? peopleCopy.split.done
          : typeof query.moved === "string" && ID.test(query.moved)
            ? peopleCopy.ownerForm.saved(Number(query.moved))
            : undefined;
    return sendPerson(reply, id, notice === undefined ? {} : { notice });
  });

  // The lead page's way to its person and company, whatever the linker had done by then.
  app.get("/leads/:id/person", async (request, reply) => {
    const id = leadIdParam(request.params);
    if (id === undefined) return sendNotFound(reply);
    await link();
    const links = await findLeadLinks(db, id);
    if (links?.person_id == null) return sendNotFound(reply);
    return reply.redirect(`/admin/people/${links.person_id}`, 303);
  });

  app.get("/leads/:id/company", async (request, reply) => {
    const id = leadIdParam(request.params);
    if (id === undefined) return sendNotFound(reply);
    await link();
    const links = await findLeadLinks(db, id);
    if (links?.company_id == null) return sendNotFound(reply);
    return reply.redirect(`/admin/companies/${links.company_id}`, 303);
  });

  app.post("/people/:id/owner", async (request, reply) => {
    const staff = staffOf(request);
    const id = leadIdParam(request.params);
    if (id === undefined) return sendNotFound(reply);
    const typed = field(request.body, "owner_id").slice(0, 12);
    const owner = ID.test(typed) ? await findActiveStaff(db, Number(typed)) : undefined;
    if (owner === undefined) {
      return sendPerson(
        reply,
        id,
        { ownerError: peopleCopy.ownerForm.error, typedOwner: typed },
        400,
      );
    }
    const exists = await db
      .selectFrom("people")
      .select("id")
      .where("id", "=", id)
      .where("merged_into_id", "is", null)
      .executeTakeFirst();
    if (exists === undefined) return sendNotFound(reply);
    const moved = await changePersonOwner(db, {
      personId: id,
      ownerId: owner.id,
      staffUserId: staff.userId,
      now: now(),
    });
    return reply.redirect(`/admin/people/${id}?moved=${moved}`, 303);
  });

  app.post("/people/:id/split", async (request, reply) => {
    const staff = staffOf(request);
    const id = leadIdParam(request.params);
    if (id === undefined) return sendNotFound(reply);
    const leadId = idOf(field(request.body, "lead_id").slice(0, 12));
    const result =
      leadId === undefined
        ? ({ result: "not_theirs" } as const)
        : await splitRequest(db, { personId: id, leadId, staffUserId: staff.userId, now: now() });
    if (result.result === "split") {
      return reply.redirect(`/admin/people/${result.newPersonId}?split=1`, 303);
    }
    const message = result.result === "only" ? peopleCopy.split.only : peopleCopy.split.notTheirs;
    return sendPerson(reply, id, { notice: message }, 400);
  });

  // Merges: search, confirm, merge. The same three steps for people and for companies.
  const personCandidate = async (id: number): Promise<MergeCandidate | undefined> => {
    const record = await findPersonRecord(db, id);
    if (record === undefined || "movedTo" in record) return undefined;
    const { person, leads } = record;
    return {
      id: person.id,
      name: person.name,
      details: [
        person.email_key ?? "",
        person.phone_key === null ? "" : displayPhone(person.phone_key),
        person.company_name ?? "",
        peopleCopy.requests(leads.length),
      ].filter((detail) => detail !== ""),
    };
  };

  const companyCandidate = async (id: number): Promise<MergeCandidate | undefined> => {
    const record = await findCompanyRecord(db, id);
    if (record === undefined || "movedTo" in record) return undefined;
    return {
      id: record.company.id,
      name: record.company.name,
      details: [
        `${record.people.length} ${peopleCopy.companyPage.people.toLowerCase()}`,
        peopleCopy.requests(record.leads.length),
      ],
    };
  };

  const searchPeopleCandidates = async (q: string, exceptId: number) => {
    const byId = /^#?\d{1,9}$/.test(q.trim()) ? Number(q.trim().replace("#", "")) : undefined;
    const found = (await listPeople(db, { q, page: 1 })).rows.map((row) => row.id);
    const ids = [...new Set([...(byId === undefined ? [] : [byId]), ...found])].filter(
      (id) => id !== exceptId,
    );
    const candidates = await Promise.all(ids.slice(0, 20).map(personCandidate));
    return candidates.filter((candidate) => candidate !== undefined);
  };

  const searchCompanyCandidates = async (q: string, exceptId: number) => {
    const rows = await searchCompanies(db, q, exceptId);
    const candidates = await Promise.all(rows.map((row) => companyCandidate(row.id)));
    return candidates.filter((candidate) => candidate !== undefined);
  };

  const mergeKinds = [
    {
      path: "people",
      candidate: personCandidate,
      search: searchPeopleCandidates,
      merge: mergePeople,
      confirmText: peopleCopy.merge.confirmText,
    },
    {
      path: "companies",
      candidate: companyCandidate,
      search: searchCompanyCandidates,
      merge: mergeCompanies,
      confirmText: peopleCopy.companyPage.mergeConfirmText,
    },
  ] as const;

  for (const kind of mergeKinds) {
    const base = `/admin/${kind.path}`;
    app.get(`/${kind.path}/:id/merge`, async (request, reply) => {
      const id = leadIdParam(request.params);
      if (id === undefined) return sendNotFound(reply);
      await link();
      const record = await kind.candidate(id);
      if (record === undefined) return sendNotFound(reply);
      const other = idOf(queryText(request.query, "other") ?? "");
      if (other !== undefined) {
        const gone = other === id ? undefined : await kind.candidate(other);
        if (gone === undefined) {
          const error = other === id ? peopleCopy.merge.same : peopleCopy.merge.missing;
          return sendStaffPage(
            reply,
            MergeResultsPage,
            { record, base, q: "", results: [], error },
            400,
          );
        }
        return sendStaffPage(reply, MergeConfirmPage, {
          kept: record,
          gone,
          base,
          text: kind.confirmText(record.name),
        });
      }
      const q = queryText(request.query, "q") ?? "";
      if (q.length > MAX_PEOPLE_SEARCH) {
        return sendStaffPage(
          reply,
          MergeResultsPage,
          {
            record,
            base,
            q: q.slice(0, MAX_PEOPLE_SEARCH),
            results: [],
            error: peopleCopy.merge.tooLong,
          },
          400,
        );
      }
      const results = q.trim() === "" ? [] : await kind.search(q, id);
      return sendStaffPage(reply, MergeResultsPage, { record, base, q, results });
    });

    app.post(`/${kind.path}/:id/merge`, async (request, reply) => {
      const staff = staffOf(request);
      const id = leadIdParam(request.params);
      if (id === undefined) return sendNotFound(reply);
      const other = idOf(field(request.body, "other_id").slice(0, 12));
      const result =
        other === undefined
          ? "missing"
          : await kind.merge(db, {
              keptId: id,
              goneId: other,
              staffUserId: staff.userId,
              now: now(),
            });
      if (result === "merged") return reply.redirect(`${base}/${id}?merged=1`, 303);
      const message = result === "same" ? peopleCopy.merge.same : peopleCopy.merge.missing;
      return sendMergeRefusal(reply, staff.email, `${base}/${id}`, message);
    });
  }

  app.get("/companies/:id", async (request, reply) => {
    const id = leadIdParam(request.params);
    if (id === undefined) return sendNotFound(reply);
    await link();
    const record = await findCompanyRecord(db, id);
    if (record === undefined) return sendNotFound(reply);
    if ("movedTo" in record) return reply.redirect(`/admin/companies/${record.movedTo}`, 301);
    const names = new Map<number, string>();
    for (const event of record.events) {
      if (event.other_id === null) continue;
      const row = await db
        .selectFrom("companies")
        .select("name")
        .where("id", "=", event.other_id)
        .executeTakeFirst();
      names.set(event.other_id, row?.name ?? peopleCopy.recordNumber(event.other_id));
    }
    const timeline = record.events.map((event) =>
      recordEventEntry(event, (other) =>
        other === null ? peopleCopy.timeline.someone : (names.get(other) ?? String(other)),
      ),
    );
    const merged = (request.query as Record<string, unknown>).merged !== undefined;
    return sendStaffPage(reply, CompanyPage, {
      record,
      timeline,
      firmTimeZone,
      ...(merged ? { notice: peopleCopy.companyPage.merged } : {}),
    });
  });
}
