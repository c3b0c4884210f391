/** A lead id from a console route's `:id`, when it is one; anything else is a page not found. */
export function leadIdParam(params: unknown): number | undefined {
  const { id } = params as { id?: string };
  return typeof id === "string" && /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}
