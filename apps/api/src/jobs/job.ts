import type { Kysely, Transaction } from "kysely";
import type { Transporter } from "nodemailer";
import type { z } from "zod";
import type { AppConfig } from "../config";
import type { Database } from "../infrastructure/database/schema";
import type { TaskLog } from "../infrastructure/periodic-task";

/** What every handler may use: the database, the one mail transport, the configuration. */
export interface JobContext {
  db: Kysely<Database>;
  /** Undefined when no SMTP server is configured. */
  mail: Transporter | undefined;
  config: JobConfig;
  log: TaskLog;
  now: () => Date;
  /**
   * This job's id, how many tries came before this one, and whether the queue gives up if this
   * one fails (a handler that records a delivery's outcome marks it failed then).
   */
  job: { id: number; attempts: number; lastTry?: boolean };
}

export type JobConfig = Pick<
  AppConfig,
  | "smtpUrl"
  | "leadNotifyTo"
  | "leadNotifyRoutes"
  | "webhookUrl"
  | "webhookSecret"
  | "slackWebhookUrl"
  | "teamsWebhookUrl"
  | "googleChatWebhookUrl"
  | "publicBaseUrl"
  | "firmTimeZone"
  | "escalationWorkingHours"
  | "meetingLocation"
>;

/**
 * One kind of background job: its name, the schema its payload must pass and the code that runs
 * it. `handle` throws to fail the try; the queue retries with backoff.
 */
export interface JobHandler<Schema extends z.ZodType = z.ZodType> {
  kind: string;
  schema: Schema;
  /**
   * False when this server lacks what the kind needs (no SMTP server, say): its jobs wait for a
   * server that has it instead of failing here.
   */
  ready?: (config: JobConfig) => boolean;
  handle(payload: z.output<Schema>, ctx: JobContext): Promise<void>;
}

/** Keeps the payload's type tied to the schema where a handler is written. */
export function defineJob<Schema extends z.ZodType>(
  handler: JobHandler<Schema>,
): JobHandler<Schema> {
  return handler;
}

/** A new job's row; insert it in the transaction that makes the work necessary. */
export function jobRow<Schema extends z.ZodType>(
  handler: JobHandler<Schema>,
  payload: z.input<Schema>,
  options: { runAt?: Date; leadId?: number; now?: Date } = {},
) {
  const now = (options.now ?? new Date()).toISOString();
  return {
    kind: handler.kind,
    payload: JSON.stringify(handler.schema.parse(payload)),
    run_at: options.runAt?.toISOString() ?? now,
    lead_id: options.leadId ?? null,
    created_at: now,
  };
}

/** Queues one job; pass the transaction of the change that calls for it. */
export async function enqueueJob<Schema extends z.ZodType>(
  db: Kysely<Database> | Transaction<Database>,
  handler: JobHandler<Schema>,
  payload: z.input<Schema>,
  options: { runAt?: Date; leadId?: number; now?: Date } = {},
): Promise<void> {
  await db
    .insertInto("jobs")
    .values(jobRow(handler, payload, options))
    .execute();
}
