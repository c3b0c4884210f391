import { validate } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { basicAuth, closeTestApp, createTestApp } from "../helpers/test-app";
import { emailCallBodies } from "../leads/lead-fixtures";

type Operation = {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<
    string,
    { content?: Record<string, { schema: object; examples?: Record<string, { value: unknown }> }> }
  >;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * `METHOD /path` of every route, read from Fastify's route tree: each line is one route, its path
 * the part after its parent's.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? "") + segment;
    parents[depth] = path;
    for (const method of methods.split(", ").filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

// The site's own files, served by the static site: pages for browsers and crawlers, not calls.
const SITE_FILES = new Set(["GET /sitemap.xml"]);

/** Public calls: not the staff console, the site's files or the catch-alls (pages, API 404). */
const isPublicCall = (route: string) =>
  !route.startsWith("HEAD ") &&
  !/ \/admin(\/|$)/.test(route) &&
  !route.endsWith("*") &&
  !SITE_FILES.has(route);

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("GET /api/openapi.json", () => {
  const [sqlite] = testDatabases;
  let database: TestDatabase;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let documentText: string;

  beforeAll(async () => {
    if (sqlite === undefined) throw new Error("no test database");
    database = await sqlite.open();
    app = await createTestApp(database);
    const response = await app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    documentText = response.body;
    document = JSON.parse(documentText);
  });

  afterAll(() => closeTestApp({ app, database }));

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    // A copy: the validator resolves references in place.
    const result = await validate(JSON.parse(documentText));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("holds only valid JSON Schema 2020-12 schemas", () => {
    // The document's validator checks a schema's place, not its keywords.
    const ajv = new Ajv2020({ strict: false });
    const invalid: string[] = [];
    let checked = 0;
    const visit = (node: unknown, at: string): void => {
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key !== "schema") {
          visit(value, `${at}/${key}`);
          continue;
        }
        checked += 1;
        if (!ajv.validateSchema(value as object)) invalid.push(`${at}/${key}`);
      }
    };
    visit(document.paths, "#/paths");
    expect(checked).toBeGreaterThan(100);
    expect(invalid).toEqual([]);
  });

  it("describes every public call the server routes, and nothing else", () => {
    const publicCalls = registeredRoutes(app).filter(isPublicCall);
    expect(publicCalls).toContain("POST /api/SaveLead");
    expect(publicCalls).toContain("GET /healthz");

    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(
      publicCalls
        .map((route) => {
          const [method = "", path = ""] = route.split(" ");
          return `${method} ${toOpenApiPath(path)}`;
        })
        .sort(),
    );
  });

  it("leaves basic auth off the calls that need none", () => {
    const open = Object.entries(document.paths)
      .filter(([, item]) =>
        Object.values(item).some((operation) => operation.security?.length === 0),
      )
      .map(([path]) => path);
    expect(open.sort()).toEqual([
      "/api/ip",
      "/api/openapi.json",
      "/api/vitals",
      // A calendar app holds no basic credentials: the feed's secret token is its key.
      "/calendar/{file}",
      "/config.js",
      "/healthz",
    ]);
  });

  it("documents the Idempotency-Key header on the saves that honour it, and its 400", async () => {
    const keyed = Object.entries(document.paths)
      .filter(([, item]) =>
        item.post?.parameters?.some(
          (parameter) => parameter.in === "header" && parameter.name === "idempotency-key",
        ),
      )
      .map(([path]) => path);
    expect(keyed.sort()).toEqual(
      [
        "/api/SaveCandidate",
        "/api/SaveEstimate",
        "/api/SaveFeedback",
        "/api/SaveLead",
        "/api/SavePartner",
        "/api/SaveProdLead",
        "/api/SupportSave",
        "/api/UpdateBlogComments",
      ].sort(),
    );
    // A body each call accepts, so that only the key is at fault.
    const bodies: Record<string, unknown> = {
      ...Object.fromEntries(
        Object.entries(emailCallBodies).map(([call, body]) => [`/api/${call}`, body]),
      ),
      "/api/UpdateBlogComments": { blogid: 1, comment: "Clear and practical." },
    };
    for (const path of keyed) {
      const response = await app.inject({
        method: "POST",
        url: path,
        headers: { authorization: basicAuth(), "idempotency-key": "two words" },
        payload: bodies[path] as object,
      });
      const documented =
        document.paths[path]?.post?.responses["400"]?.content?.["application/json"];
      expect(response.statusCode, path).toBe(400);
      expect(documented?.examples?.badIdempotencyKey?.value, path).toEqual(response.json());
    }
  });

  it("documents a save's 400 as the server sends it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/SaveFeedback",
      headers: { authorization: basicAuth() },
      payload: {},
    });
    expect(response.statusCode).toBe(400);

    const documented =
      document.paths["/api/SaveFeedback"]?.post?.responses["400"]?.content?.["application/json"];
    if (documented === undefined) throw new Error("SaveFeedback's 400 is not documented");
    const matchesSchema = new Ajv2020({ strict: false }).compile(documented.schema);
    const body: unknown = response.json();
    expect(matchesSchema(body), JSON.stringify(matchesSchema.errors)).toBe(true);
    expect(documented.examples?.nothingFilledIn?.value).toEqual(body);
  });
});
