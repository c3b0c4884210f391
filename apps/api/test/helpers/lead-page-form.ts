/** The lead page's "Work this lead" section, as served. */
export const workSection = (html: string) =>
  html.slice(html.indexOf('aria-labelledby="work-this-lead"')).split("</section>")[0] ?? "";

/** The fields the page's one form sends as it was shown, with `changes` typed over them. */
export function formAsShown(html: string, changes: Record<string, string>): Record<string, string> {
  const work = workSection(html);
  const form: Record<string, string> = {};
  for (const [, name, value] of work.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    if (name !== undefined) form[name] = value ?? "";
  }
  for (const [, name, options] of work.matchAll(
    /<select[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/g,
  )) {
    const selected = /<option value="([^"]*)" selected="">/.exec(options ?? "");
    if (name !== undefined) form[name] = selected?.[1] ?? "";
  }
  const note = /<textarea[^>]*name="note"[^>]*>([^<]*)<\/textarea>/.exec(work)?.[1] ?? "";
  return { ...form, note, ...changes };
}
