import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { type OperationDoc, operations } from "./operations";

const API_VERSION = "1.0.0";

/** `getablog` for /api/getablog/:id, `configJs` for /config.js. */
const operationIdOf = (url: string) =>
  (url.replace(/^\/api\//, "/").split("/")[1] ?? url).replace(/\.(\w)/g, (_, letter: string) =>
    letter.toUpperCase(),
  );

/** The route schema @fastify/swagger reads for one call; Fastify itself never sees it. */
function documentedSchema(url: string, doc: OperationDoc) {
  return {
    operationId: doc.operationId ?? operationIdOf(url),
    summary: doc.summary,
    ...(doc.description && { description: doc.description }),
    tags: [doc.tag],
    ...(doc.public && { security: [] }),
    ...(doc.params && { params: doc.params }),
    ...(doc.querystring && { querystring: doc.querystring }),
    ...(doc.headers && { headers: doc.headers }),
    ...(doc.body && { body: doc.body }),
    ...(doc.consumes && { consumes: doc.consumes }),
    response: doc.response,
  };
}

/**
 * Describes the API as OpenAPI 3.1 (`app.swagger()`, served at GET /api/openapi.json). Register it
 * before the routes: it collects them as they are added. The descriptions come from
 * openapi/operations.ts through the transform, so no route carries a body or params schema that
 * Fastify would check before the handler's own, worded check (see ADR 014); routes without a
 * description there (the console, the pages, the catch-all 404) are left out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Site API",
        version: API_VERSION,
        description:
          "The calls of the site's forms and pages. Errors answer `{ message, field? }`: " +
          "`message` is a sentence to show as it is, `field` the field at fault.",
      },
      tags: [
        { name: "Leads", description: "Forms that store a lead." },
        { name: "Blog", description: "The blog reader." },
        { name: "Site", description: "Everything else the pages and operators call." },
      ],
      components: {
        securitySchemes: { basicAuth: { type: "http", scheme: "basic" } },
      },
      security: [{ basicAuth: [] }],
    },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? route.method.join(",") : route.method;
      const doc = operations[`${method} ${url}`];
      if (doc === undefined) return { schema: { ...schema, hide: true }, url };
      return { schema: documentedSchema(url, doc), url };
    },
  });
}
