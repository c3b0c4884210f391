import type { Migration } from "kysely";
import * as initial from "./0001_initial";
import * as leads from "./0002_leads";
import * as blogEmployeesResumes from "./0003_blog_employees_resumes";
import * as staff from "./0004_staff";
import * as privacy from "./0005_privacy";
import * as oneCreatedAtIndex from "./0006_one_created_at_index";
import * as timeOrderedLeadIndexes from "./0007_time_ordered_lead_indexes";
import * as resumeUploadTokens from "./0008_resume_upload_tokens";
import * as blogLikeVisitors from "./0009_blog_like_visitors";
import * as signInThrottle from "./0010_sign_in_throttle";
import * as salesWorkspace from "./0011_sales_workspace";
import * as followUpMail from "./0012_follow_up_mail";
import * as leadSearch from "./0013_lead_search";
import * as staffAuditAndChatChannels from "./0014_staff_audit_and_chat_channels";
import * as siteVisits from "./0015_site_visits";
import * as leadIdempotencyKeys from "./0016_lead_idempotency_keys";
import * as blogCommentIdempotencyKeys from "./0017_blog_comment_idempotency_keys";
import * as leadReferences from "./0018_lead_references";
import * as leadVersions from "./0019_lead_versions";
import * as fairOwnershipAndContactEdits from "./0021_fair_ownership_and_contact_edits";
import * as roleSettings from "./0022_role_settings";
import * as phonesInOneForm from "./0023_phones_in_one_form";
import * as jobQueue from "./0024_job_queue";
import * as webVitals from "./0025_web_vitals";
import * as meetings from "./0026_meetings";
import * as tasks from "./0027_tasks";
import * as peopleAndCompanies from "./0028_people_and_companies";
import * as deals from "./0029_deals";
import * as staffEmailAndQuotes from "./0030_staff_email_and_quotes";
import * as searchStatistics from "./0031_search_statistics";
import * as savedViews from "./0032_saved_views";

/**
 * Every migration, oldest first. Listed in code rather than read from a folder so the bundled
 * server carries them. Names sort in the order they run; never rename or edit a released one.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_leads": leads,
  "0003_blog_employees_resumes": blogEmployeesResumes,
  "0004_staff": staff,
  "0005_privacy": privacy,
  "0006_one_created_at_index": oneCreatedAtIndex,
  "0007_time_ordered_lead_indexes": timeOrderedLeadIndexes,
  "0008_resume_upload_tokens": resumeUploadTokens,
  "0009_blog_like_visitors": blogLikeVisitors,
  "0010_sign_in_throttle": signInThrottle,
  "0011_sales_workspace": salesWorkspace,
  "0012_follow_up_mail": followUpMail,
  "0013_lead_search": leadSearch,
  "0014_staff_audit_and_chat_channels": staffAuditAndChatChannels,
  "0015_site_visits": siteVisits,
  "0016_lead_idempotency_keys": leadIdempotencyKeys,
  "0017_blog_comment_idempotency_keys": blogCommentIdempotencyKeys,
  "0018_lead_references": leadReferences,
  "0019_lead_versions": leadVersions,
  "0021_fair_ownership_and_contact_edits": fairOwnershipAndContactEdits,
  "0022_role_settings": roleSettings,
  "0023_phones_in_one_form": phonesInOneForm,
  "0024_job_queue": jobQueue,
  "0025_web_vitals": webVitals,
  "0026_meetings": meetings,
  "0027_tasks": tasks,
  "0028_people_and_companies": peopleAndCompanies,
  "0029_deals": deals,
  "0030_staff_email_and_quotes": staffEmailAndQuotes,
  "0031_search_statistics": searchStatistics,
  "0032_saved_views": savedViews,
};
