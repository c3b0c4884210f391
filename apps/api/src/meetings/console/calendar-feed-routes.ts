import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../infrastructure/database/schema";
import { parseInput } from "../../infrastructure/http/parse-input";
import { buildFeed, FEED_PATH_PREFIX, feedOwner } from "./calendar-feed";

export interface CalendarFeedRouteOptions {
  db: Kysely<Database>;
  publicBaseUrl: string;
  now?: () => Date;
}

// The longest a path segment may be and still be a token with its extension.
const MAX_FILE_LENGTH = 60;

// Served outside the console, so read here: any segment fits, and one that is no token is a 404.
const feedParams = z.object({ file: z.string() });

/**
 * `GET /calendar/<token>.ics`: a staff member's private calendar feed, read by calendar apps
 * without a session. An unknown, replaced or turned-off token answers the same 404, so a guess
 * learns nothing. Rate-limited per address like the other public calls, and the token never
 * reaches the request log. Never cached: the feed holds visitors' names and addresses.
 */
export async function calendarFeedRoutes(app: FastifyInstance, options: CalendarFeedRouteOptions) {
  const { db, publicBaseUrl, now = () => new Date() } = options;

  app.get(
    `${FEED_PATH_PREFIX}:file`,
    { config: { rateLimitBudget: "beacon", personalDataInPath: true } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { file } = parseInput(feedParams, request.params);
      const token =
        file.length <= MAX_FILE_LENGTH && file.endsWith(".ics") ? file.slice(0, -4) : "";
      const owner = token === "" ? undefined : await feedOwner(db, token);
      if (owner === undefined) return reply.code(404).send({ message: "Not found" });
      const body = await buildFeed(db, owner, { publicBaseUrl, now: now() });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="meetings.ics"')
        .send(body);
    },
  );
}
