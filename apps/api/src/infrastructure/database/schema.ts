/** Row types of every table, as Kysely sees them. Each migration that adds a table adds it here. */

import type { Generated } from "kysely";
import type { CorrespondenceTables } from "./tables/correspondence";
import type { DealTables } from "./tables/deals";
import type { PeopleTables } from "./tables/people";
import type { SavedViewTables } from "./tables/saved-views";

export interface AppMetaTable {
  key: string;
  value: string;
}

// Blog, employee and resume tables (migration 0003). Timestamps are ISO 8601 UTC text; flags are
// 0/1 integers on both engines.

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  author: string;
  description: string;
  /** Sanitised before it is stored. */
  content_html: string;
  /** YYYY-MM-DD */
  published_at: string;
  is_published: Generated<number>;
  comments_closed: Generated<number>;
  likes: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface BlogCommentsTable {
  id: Generated<number>;
  blog_id: number;
  /** Plain text, never HTML. */
  body: string;
  created_at: string;
  is_hidden: Generated<number>;
  /** The Idempotency-Key the comment was sent with (migration 0017); unique, NULL without one. */
  idempotency_key: string | null;
}

// Who liked an article on which day (migration 0009): a like counts once per visitor, article and
// day. Only a keyed hash stands for the visitor; days are UTC YYYY-MM-DD.

export interface BlogLikeVisitorsTable {
  day: string;
  blog_id: number;
  /** HMAC-SHA256 (hex) of the day's salt, the address and the browser; never either itself. */
  visitor_hash: string;
}

export interface BlogLikeSaltsTable {
  day: string;
  /** Random, hex; deleted once the day is over. */
  salt: string;
}

export interface EmployeesTable {
  id: Generated<number>;
  name: string;
  designation: string;
  phone_prefix: string;
  phone_number: string;
  /** Digits from normalizePhone; unique. */
  phone_normalized: string;
  email: string;
  company_name: string;
  company_address: string;
  company_website: string;
  created_at: string;
  updated_at: string;
}

export interface ResumesTable {
  id: Generated<number>;
  /** The candidate lead; one resume each. */
  lead_id: number;
  /** As the browser sent it, cleaned; for display and downloads only, never a path. */
  file_name: string;
  size: number;
  content: Uint8Array;
  created_at: string;
}

/** One-time resume upload tokens (migration 0008); the token itself is never stored. */
export interface ResumeUploadTokensTable {
  /** SHA-256 (hex) of the token SaveCandidate answered. */
  token_hash: string;
  /** The candidate lead; one token each. */
  lead_id: number;
  expires_at: string;
  /** Set by the one upload it let through. */
  used_at: string | null;
  created_at: string;
}

// Leads and the e-mail blocklist (migration 0002). Every lead kind
// shares one table; times are ISO 8601 UTC text.

export type LeadKind =
  | "contact"
  | "estimate"
  | "checklist"
  | "product_demo"
  | "ai_support"
  | "partner"
  | "candidate";

export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost";

export interface LeadsTable {
  id: Generated<number>;
  kind: LeadKind;
  /** The API call that saved it, e.g. "SaveLead". */
  source_call: string;
  name: string;
  company: string | null;
  /** Lower-cased, so the per-address count of the e-mail check can use its index. */
  email: string;
  phone: string | null;
  /** The lead type or support type the page sent. */
  lead_code: string | null;
  /** The checklist or product asked for. */
  offer: string | null;
  /** JSON of the whole validated payload. */
  details: string;
  /** Whole rupees, estimates only. */
  estimate_cost: number | null;
  /** The address the server saw (honouring TRUST_PROXY). */
  client_ip: string;
  /** The address the browser reported; informative only. */
  reported_ip: string | null;
  user_agent: string | null;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  status: Generated<LeadStatus>;
  staff_note: string | null;
  status_changed_by: string | null;
  status_changed_at: string | null;
  created_at: string;
  /** 1 when the visitor ticked the separate marketing e-mail opt-in (migration 0005). */
  marketing_opt_in: Generated<number>;
  /** The privacy notice version the form showed, as the browser sent it. */
  privacy_notice_version: string | null;
  /** When the server received the opt-in; NULL without one. */
  marketing_opt_in_at: string | null;
  /** The staff member who works the lead (migration 0011); NULL until one is assigned. */
  owner_id: number | null;
  /** When the owner means to act next, and what they mean to do. */
  next_action_at: string | null;
  next_action_text: string | null;
  /** The first time staff acted on the lead; a lead left untouched too long is escalated. */
  first_touched_at: string | null;
  /** When an admin was told the lead had been left untouched. */
  escalated_at: string | null;
  /** The Idempotency-Key the save was sent with (migration 0016); unique, NULL without one. */
  idempotency_key: string | null;
  /**
   * The short reference the visitor was shown, e.g. "KF-7Q4M-2PXR" (migration 0018); unique.
   * Every save fills it; NULL only for rows written without the save path.
   */
  reference: string | null;
  /**
   * Raised by every change of status, owner or next action (migration 0019); the lead page sends
   * back the one it showed, so a save on a page opened before a colleague's change is refused.
   */
  version: Generated<number>;
  /** The person and company the linker gave it (migration 0028); NULL until it has run. */
  person_id: number | null;
  company_id: number | null;
}

export interface EmailBlocklistTable {
  id: Generated<number>;
  /** A lower-cased address or domain. */
  value: string;
  kind: "email" | "domain";
  created_at: string;
}

/** Where a new lead's notification goes; one job per lead and channel (see jobs/). */
export type NotificationChannel = "email" | "webhook" | "slack" | "teams" | "google_chat";

/** Background work that must not be lost (migration 0024); see apps/api/src/jobs. */
export interface JobsTable {
  id: Generated<number>;
  /** Which handler runs it, e.g. "lead-email". */
  kind: string;
  /** The handler's input as JSON text, checked against its schema before it runs. */
  payload: string;
  /** Not before this time: the first try, or the next one after a failure. */
  run_at: string;
  /** Tries made so far, the one that succeeded included. */
  attempts: Generated<number>;
  /** A worker that claimed the job holds it until then; afterwards another may take it over. */
  leased_until: string | null;
  lease_owner: string | null;
  last_error: string | null;
  /** Done jobs stay: a lead's page lists the notifications sent about it. */
  done_at: string | null;
  /** Set when the job gave up (too many tries, or a payload its handler refuses). */
  failed_at: string | null;
  /** The lead a notification is about; erasing the lead erases its jobs. */
  lead_id: number | null;
  created_at: string;
}

// Staff accounts, their sessions and the audit trail of lead changes (migration 0004).

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** See hashPassword: the scrypt parameters, salt and key in one string. */
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
  /** Wrong passwords in a row, attempts refused while throttled included. */
  failed_attempts: Generated<number>;
  /** No password is checked before this time (migration 0010; was locked_until). */
  throttled_until: string | null;
  /** What the account may do (migration 0011): admins everything, sales the leads only. */
  role: Generated<StaffRole>;
  /** The name colleagues know them by; the console falls back to the address. */
  display_name: string | null;
  /** Set when an admin disabled the account; it can no longer sign in. */
  disabled_at: string | null;
}

export type StaffRole = "admin" | "sales";

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the token in the cookie; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  user_agent: string | null;
}

export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  staff_user_id: number | null;
  action: LeadEventAction;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note: string | null;
  /** The new owner, on an assignment. */
  owner_id: number | null;
  /** When the follow-up is due, on a follow-up. */
  due_at: string | null;
  created_at: string;
  /** On a contact correction (migration 0021): which detail, and its value before and after. */
  field?: LeadContactField | null;
  from_value?: string | null;
  to_value?: string | null;
  /** Why an assignment went where it did; NULL for a plain round-robin turn or a staff choice. */
  reason?: LeadAssignReason | null;
}

/** The contact details staff can correct on a lead. */
export type LeadContactField = "name" | "phone" | "company" | "email";

/**
 * "same_person": the person's other request already has this owner; "owner_disabled": the
 * previous owner's account was disabled and the admin moved the lead.
 */
export type LeadAssignReason = "same_person" | "owner_disabled";

/** What a timeline entry records; notes are added, never replaced. */
export type LeadEventAction =
  | "status"
  | "note"
  | "assign"
  | "follow_up"
  | "escalation"
  /** A contact with the person, logged with an optional note. */
  | "call"
  | "email"
  | "meeting"
  /** A correction of the person's name, phone, company or e-mail (migration 0021). */
  | "contact_edit"
  /** A booked first call and what became of it (migration 0026); due_at holds its start. */
  | "meeting_booked"
  | "meeting_moved"
  | "meeting_cancelled"
  | "meeting_reminder"
  | "meeting_held"
  | "meeting_no_show";

/** Who takes new leads of a kind, in turn (migration 0011). */
export interface LeadAssignmentRulesTable {
  kind: LeadKind;
  staff_user_id: number;
}

/** Whose turn came last for a kind. */
export interface LeadAssignmentTurnsTable {
  kind: LeadKind;
  last_staff_user_id: number | null;
}

/** Each staff member's latest round-robin turn, across every kind (migration 0021). */
export interface LeadRoundRobinTurnsTable {
  staff_user_id: number;
  turn: number;
}

/** One row (id 1): the last turn handed out; locked while a turn is chosen. */
export interface LeadRoundRobinClockTable {
  id: number;
  turn: number;
}

/**
 * An owner's morning digest for one firm day (migration 0012): the key keeps it to one a day, the
 * e-mail itself is a job (0024).
 */
export interface StaffDigestsTable {
  staff_user_id: number;
  /** YYYY-MM-DD in the firm's time zone. */
  day: string;
  /** The digest lists new leads and overdue follow-ups up to this time. */
  covers_until: string;
}

/** A change to a staff account made in the console (migration 0014). */
export interface StaffAuditEventsTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  target_id: number | null;
  target_email: string;
  action: StaffAuditAction;
  /** E.g. the new role; never a password. */
  detail: string | null;
  created_at: string;
}

export type StaffAuditAction =
  | "create"
  | "reset_password"
  | "change_role"
  | "disable"
  | "enable"
  | "rename"
  /** A role setting changed (migration 0022); the detail says which and to what. */
  | "change_setting";

/** What admins let a role do beyond working leads (migration 0022); one row, "sales". */
export interface RoleSettingsTable {
  role: StaffRole;
  /** 1 when the role may open job applicants' resumes. */
  open_resumes: Generated<number>;
  /** Which leads the role's exports hold: its own, or all the filters select. */
  export_scope: Generated<"own" | "all">;
  updated_at: string | null;
}

// The log of erasures (migration 0005): on a person's request or by the retention job.

export type ErasureReason = "request" | "retention";

export interface PrivacyErasuresTable {
  id: Generated<number>;
  reason: ErasureReason;
  staff_user_id: number | null;
  staff_email: string | null;
  /** Keyed hash (HMAC-SHA256, hex) of the erased address; never the address itself. */
  subject_hash: string | null;
  /** Rows removed: leads other than candidates, candidate leads, resumes, blog comments,
   * notification jobs and status-history events. */
  leads: Generated<number>;
  candidates: Generated<number>;
  resumes: Generated<number>;
  comments: Generated<number>;
  notifications: Generated<number>;
  events: Generated<number>;
  created_at: string;
}

/** Page views per firm day, page and hashed visitor (migration 0015); no address, no browser. */
export interface SiteVisitsTable {
  /** YYYY-MM-DD in the firm's time zone. */
  day: string;
  path: string;
  visitor_hash: string;
  /** Where a visit came from; '' on views within a visit. */
  referrer_host: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  page_views: Generated<number>;
  /** Views that started a visit. */
  entries: Generated<number>;
}

export interface SiteVisitSaltsTable {
  day: string;
  salt: string;
}

/** One Web Vitals metric of one real page view (insights/vitals-recorder.ts). */
export interface WebVitalSamplesTable {
  /** YYYY-MM-DD in the firm's time zone. */
  day: string;
  /** The page's path, a person's page (/empcard/<phone>) counted under its own (/empcard). */
  page: string;
  family: string;
  device: "phone" | "desktop";
  metric: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
  /** Milliseconds, or the layout shift score for CLS. */
  value: number;
}

/** When a staff member can be booked (migration 0026). */
export interface StaffAvailabilityTable {
  staff_user_id: number;
  /** JSON: weekday (0 = Sunday) to a list of [from, to] minutes after midnight, firm's clock. */
  weekly_hours: string;
  /** JSON list of firm days (YYYY-MM-DD). */
  days_off: Generated<string>;
  min_notice_minutes: Generated<number>;
  buffer_before_minutes: Generated<number>;
  buffer_after_minutes: Generated<number>;
  daily_max: Generated<number>;
  /** 0 keeps the person out of every booking. */
  takes_bookings: Generated<number>;
  updated_at: string;
}

export interface MeetingTypesTable {
  code: string;
  title: string;
  minutes: number;
  position: number;
}

export type MeetingStatus = "booked" | "cancelled" | "held" | "no_show";

export interface MeetingsTable {
  /** A random UUID. */
  id: string;
  /** The calendar UID, kept through every change. */
  uid: string;
  lead_id: number;
  staff_user_id: number;
  meeting_type: string;
  starts_at: string;
  ends_at: string;
  status: Generated<MeetingStatus>;
  /** Raised on every change the invitees are told of. */
  sequence: Generated<number>;
  visitor_name: string;
  visitor_email: string;
  visitor_time_zone: string;
  booked_by: "visitor" | "staff";
  created_at: string;
  updated_at: string;
}

/** One 15-minute cell a meeting holds its host for; (staff, cell) is unique. */
export interface MeetingSlotClaimsTable {
  staff_user_id: number;
  cell_start: string;
  meeting_id: string;
}

/** One of a host's numbered seats on a firm day, up to their daily maximum. */
export interface MeetingDayClaimsTable {
  staff_user_id: number;
  day: string;
  seat: number;
  meeting_id: string;
}

export interface StaffCalendarFeedsTable {
  staff_user_id: number;
  /** SHA-256 (hex) of the feed's secret token. */
  token_hash: string;
  created_at: string;
}

export interface MeetingSettingsTable {
  id: number;
  /** How long before a meeting its e-mailed links stop changing it. */
  change_notice_minutes: Generated<number>;
}

/** What a task asks of its owner (migration 0027). */
export type LeadTaskKind = "call" | "email" | "meeting" | "todo";
/** How a task went: a call's three, and "done" for every other kind. */
export type LeadTaskOutcome = "no_answer" | "talked" | "left_message" | "done";

/** A task on a lead, open until completed with its outcome (migration 0027). */
export interface LeadTasksTable {
  id: Generated<number>;
  lead_id: number;
  kind: LeadTaskKind;
  title: string;
  /** ISO 8601 UTC. */
  due_at: string;
  owner_id: number | null;
  created_by: number | null;
  created_at: string;
  completed_at: string | null;
  completed_by: number | null;
  outcome: LeadTaskOutcome | null;
  outcome_note: string | null;
}

export interface Database extends PeopleTables, DealTables, CorrespondenceTables, SavedViewTables {
  app_meta: AppMetaTable;
  leads: LeadsTable;
  email_blocklist: EmailBlocklistTable;
  blogs: BlogsTable;
  blog_comments: BlogCommentsTable;
  blog_like_visitors: BlogLikeVisitorsTable;
  blog_like_salts: BlogLikeSaltsTable;
  employees: EmployeesTable;
  resumes: ResumesTable;
  resume_upload_tokens: ResumeUploadTokensTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  lead_events: LeadEventsTable;
  lead_assignment_rules: LeadAssignmentRulesTable;
  lead_assignment_turns: LeadAssignmentTurnsTable;
  lead_round_robin_turns: LeadRoundRobinTurnsTable;
  lead_round_robin_clock: LeadRoundRobinClockTable;
  staff_digests: StaffDigestsTable;
  jobs: JobsTable;
  privacy_erasures: PrivacyErasuresTable;
  staff_audit_events: StaffAuditEventsTable;
  role_settings: RoleSettingsTable;
  site_visits: SiteVisitsTable;
  site_visit_salts: SiteVisitSaltsTable;
  web_vital_samples: WebVitalSamplesTable;
  staff_availability: StaffAvailabilityTable;
  meeting_types: MeetingTypesTable;
  meetings: MeetingsTable;
  meeting_slot_claims: MeetingSlotClaimsTable;
  meeting_day_claims: MeetingDayClaimsTable;
  staff_calendar_feeds: StaffCalendarFeedsTable;
  meeting_settings: MeetingSettingsTable;
  lead_tasks: LeadTasksTable;
}
