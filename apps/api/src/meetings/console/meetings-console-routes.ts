import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { agendaRoutes } from "./agenda-routes";
import { availabilityRoutes } from "./availability-routes";
import { leadMeetingsRoutes } from "./lead-meetings-routes";
import { meetingSettingsRoutes } from "./meeting-settings-routes";

export interface MeetingsConsoleOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  /** Where the site is reached: calendar feed addresses and their links to leads start with it. */
  publicBaseUrl: string;
  now: () => Date;
}

/**
 * The console's side of booking: the agenda, availability with the calendar feed, the admins'
 * meeting settings and the lead page's booking forms.
 */
export async function meetingsConsoleRoutes(app: FastifyInstance, options: MeetingsConsoleOptions) {
  await app.register(agendaRoutes, options);
  await app.register(availabilityRoutes, options);
  await app.register(meetingSettingsRoutes, options);
  await app.register(leadMeetingsRoutes, options);
}
