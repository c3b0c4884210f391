import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isRowId } from "../infrastructure/database/row-id";
import { errorHandler } from "../plugins/error-handler";
import { sendNotFound } from "./views/send-page";

/**
 * How console routes read their address and query: each route declares `params` and `querystring`
 * as zod schemas, and its handler gets them typed. An address whose parts do not fit (an id that
 * is not a number) is a page that does not exist, so it answers the console's 404 page, never a
 * JSON 400. Query schemas use `.catch` so a stray or edited query shows the page without its notice
 * rather than an error. Form bodies are read by each form's own reader, which words the messages
 * shown beside the fields.
 */
export function readConsoleInput(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    error.validation !== undefined && error.validationContext === "params"
      ? sendNotFound(reply)
      : errorHandler(error, request, reply),
  );
}

/** Routes whose schemas are zod: `typed(app).get(path, { schema }, handler)`. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * A stored record's id in a console address: digits only, bounded before the pattern runs, and a
 * number an `integer` column holds (PostgreSQL fails a query with a larger one, where the page
 * wants a plain "not found").
 */
export const recordId = z.string().max(15).regex(/^\d+$/).transform(Number).refine(isRowId);

/** The params of a route addressed by one record, `/…/:id`. */
export const idParams = z.object({ id: recordId });

/**
 * `/…/:id` for routes that answer a bad id themselves (a delete that goes back to its list, a
 * list page that says the record is gone): the id, or undefined when the address holds none.
 */
export const idParamsOrNone = z.object({ id: recordId.optional().catch(undefined) });

/**
 * A query value that only picks a notice after a redirect (`?saved=1`): any text of a sensible
 * length, and anything else shows no notice.
 */
export const noticeFlag = z.string().max(200).optional().catch(undefined);
