import type {
  AiLeadPayload,
  CandidatePayload,
  ContactPayload,
  EstimatePayload,
  LeadPayload,
  PartnerPayload,
  ProductLeadPayload,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../src/infrastructure/database/schema";
import {
  listBlocklist,
  removeBlocklistEntry,
} from "../../src/leads/blocklist/blocklist-repository";
import { channelOfJob } from "../../src/notifications/notification-channels";
import { basicAuth } from "../helpers/test-app";

/** A valid body for every save call, as the site's forms send them. */
export const validPayloads = {
  SaveFeedback: {
    name: "Asha Rao",
    email: "asha@raolabs.in",
    request: "We need a booking app for our three clinics.",
    phone: "+919876543210",
    website: "",
    ipadd: "203.0.113.7",
  } satisfies ContactPayload,
  SaveLead: {
    leadtype: "HCT",
    leadfor: "Clinics and hospitals moving their records online",
    name: "Asha Rao",
    companyname: "Rao Labs",
    email: "asha@raolabs.in",
    mobileno: "9876543210",
    checklist: "Healthcare Checklist",
    website: "",
    ipadd: "203.0.113.7",
  } satisfies LeadPayload,
  SaveProdLead: {
    leadtype: "HR & Payroll Demo Request",
    name: "Asha Rao",
    companyname: "Rao Labs",
    email: "asha@raolabs.in",
    mobileno: "9876543210",
    website: "https://raolabs.in",
    ipadd: "203.0.113.7",
  } satisfies ProductLeadPayload,
  SupportSave: {
    supportfor: "AI for Medical Clinic",
    name: "Asha Rao",
    company: "Rao Clinics",
    mobile: "9876543210",
    email: "asha@raolabs.in",
    ip: "203.0.113.7",
    website: "",
  } satisfies AiLeadPayload,
  SavePartner: {
    fname: "Asha",
    lname: "Rao",
    company: "Rao Labs",
    email: "asha@raolabs.in",
    country: "India",
    city: "New Delhi",
    pincode: "110020",
    phoneno: "9876543210",
    companyphone: "01141702200",
    website: "https://raolabs.in",
    noofemp: "11-50",
    profile: "A ten-person software studio.",
    ipadd: "203.0.113.7",
  } satisfies PartnerPayload,
  SaveEstimate: {
    name: "Asha Rao",
    company: "Rao Labs",
    email: "asha@raolabs.in",
    mobile: "9876543210",
    project: "Appointment booking for three clinics",
    platform: "web",
    ipadd: "203.0.113.7",
    wauth: 1,
    wmaster: 5,
    wtrans: 2,
    wreport: 3,
    mauth: 4,
    mmaster: 0,
    mapproval: 0,
    moffline: 2,
    mreport: 0,
    admin: 0,
    rbac: 0,
    anal: 0,
    pnot: 0,
    api: 0,
  } satisfies EstimatePayload,
};

export type SaveCall = keyof typeof validPayloads;
export const SAVE_CALLS = Object.keys(validPayloads) as SaveCall[];

/** Every call that saves a lead with an address, by the payload field that holds it. */
export const EMAIL_FIELDS = {
  SaveFeedback: "email",
  SaveLead: "email",
  SaveProdLead: "email",
  SupportSave: "email",
  SavePartner: "email",
  SaveEstimate: "email",
  SaveCandidate: "emailid",
} as const;
export type EmailCall = keyof typeof EMAIL_FIELDS;
export const EMAIL_CALLS = Object.keys(EMAIL_FIELDS) as EmailCall[];

/** A valid job application, as the careers form sends it to SaveCandidate. */
export const CANDIDATE: CandidatePayload = {
  fullname: "Priya Nair",
  emailid: "priya.nair@example.in",
  phoneno: "+919810012345",
  totexp: 3.5,
  jobappl: "Full Stack Developer",
  canddet: "Five years of React and Node.",
  ipadd: "203.0.113.5",
};

/** A valid body for each of those calls. */
export const emailCallBodies: Record<EmailCall, Record<string, unknown>> = {
  ...validPayloads,
  SaveCandidate: CANDIDATE,
};

export interface PostOptions {
  contentType?: string;
  authorization?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** POSTs a body (an object is sent as JSON, a string as is) to `/api/<call>`. */
export function post(app: FastifyInstance, call: string, body: unknown, options: PostOptions = {}) {
  const authorization = options.authorization === undefined ? basicAuth() : options.authorization;
  return app.inject({
    method: "POST",
    url: `/api/${call}`,
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: options.remoteAddress,
    headers: {
      "content-type": options.contentType ?? "application/json",
      ...(authorization === null ? {} : { authorization }),
      ...options.headers,
    },
  });
}

export async function leadRows(db: Kysely<Database>) {
  return db.selectFrom("leads").selectAll().orderBy("id").execute();
}

/** The queued notification jobs, by lead and then channel. */
export async function notificationJobs(db: Kysely<Database>) {
  const jobs = await db
    .selectFrom("jobs")
    .selectAll()
    .where("lead_id", "is not", null)
    .orderBy("id")
    .execute();
  return jobs
    .map((job) => ({
      id: job.id,
      lead_id: job.lead_id as number,
      channel: channelOfJob(job.kind, job.payload),
      payload: JSON.parse(job.payload) as unknown,
      attempts: job.attempts,
      next_attempt_at: job.run_at,
      sent_at: job.done_at,
      last_error: job.last_error,
      created_at: job.created_at,
    }))
    .sort((a, b) => a.lead_id - b.lead_id || String(a.channel).localeCompare(String(b.channel)));
}

export async function countRows(db: Kysely<Database>, table: "leads" | "jobs") {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Empties the lead tables between tests that share one database. */
export async function clearLeads(db: Kysely<Database>) {
  await db.deleteFrom("jobs").execute();
  await db.deleteFrom("leads").execute();
  // Through the repository, which also forgets the blocklist it keeps in memory.
  for (const entry of await listBlocklist(db)) await removeBlocklistEntry(db, entry.id);
}
