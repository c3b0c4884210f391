import { isRequestReference, REQUEST_REFERENCE_HEADER } from "@site/contracts/request-reference";
import { getSiteConfig, siteConfigSettled } from "./site-config";

// The one HTTP client of the site. It never throws for an HTTP status: callers map statuses to the
// firm's messages themselves (a 301 from the e-mail check is an answer, not a failure). It throws
// `ApiNetworkError` only when no response arrived at all.

export interface ApiResponse<T = unknown> {
  status: number;
  ok: boolean;
  data: T;
  /** A save call's reference for the stored request, to show the visitor; absent otherwise. */
  reference?: string;
  /** The answer's headers, for a caller that reads one of its own (see save-call.ts). */
  headers: Headers;
}

export class ApiNetworkError extends Error {
  override name = "ApiNetworkError";
}

type Method = "GET" | "POST";

export interface RequestOptions {
  /**
   * Names one submission of a save call (`Idempotency-Key`): the server stores a submission sent
   * again under the same key only once, and answers it as it answered the first.
   */
  idempotencyKey?: string;
}

export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  await siteConfigSettled();
  const { apiBase, basicAuth } = getSiteConfig();
  const headers: Record<string, string> = { Authorization: `Basic ${basicAuth}` };
  if (options.idempotencyKey !== undefined) headers["Idempotency-Key"] = options.idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    // The e-mail check's 301 carries no Location header, so fetch hands it back as it is.
    response = await fetch(`${apiBase}${path}`, { method, headers, body: payload });
  } catch (cause) {
    throw new ApiNetworkError("No response from the server.", { cause });
  }
  const data = (await readBody(response)) as T;
  // Checked before it is shown: only a reference in the server's own form.
  const reference = response.headers.get(REQUEST_REFERENCE_HEADER);
  const answer = { status: response.status, ok: response.ok, data, headers: response.headers };
  return isRequestReference(reference) ? { ...answer, reference } : answer;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A new random key for one submission of a save call (see RequestOptions). */
export function newIdempotencyKey(): string {
  // randomUUID exists only on https and localhost pages. The key only has to differ from this
  // visitor's other submissions, so time and Math.random serve elsewhere.
  return (
    crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** The visitor's public IP from the configured lookup service, or `fallback` on any failure. */
export async function lookupVisitorIp(fallback: string): Promise<string> {
  try {
    await siteConfigSettled();
    const { ipLookupUrl } = getSiteConfig();
    const response = await fetch(ipLookupUrl, { headers: { Accept: "application/json" } });
    const data: unknown = await response.json();
    const ip = (data as { ip?: unknown } | null)?.ip;
    return typeof ip === "string" && ip.length > 0 && ip.length <= 64 ? ip : fallback;
  } catch {
    return fallback;
  }
}

/** The message of a JSON error body (`{"message": ...}`), when the server sent one. */
export function serverMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.length > 0 ? message : undefined;
}
