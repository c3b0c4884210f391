// A prerendered page with one region the server may fill: the loading markup the build rendered
// there, found once at start. Filling swaps that markup for the rendered one and adds the data
// as a JSON block before </body>. Everything else (the inline <style> and scripts whose hashes
// the page's CSP allows) stays byte for byte as built.

const BODY_END = "</body>";

export interface PageTemplate {
  /** The page with `markup` in place of the loading markup and `data` in a JSON block. */
  fill(markup: string, data: unknown): string;
}

/**
 * The template of `shell`, or an explanation of why it cannot be one (the loading markup is not
 * in it exactly once, or it has no </body>), which happens when the page renderers and the
 * pages come from different builds.
 */
export function pageTemplate(
  shell: string,
  loadingMarkup: string,
  dataElementId: string,
): PageTemplate | string {
  const start = shell.indexOf(loadingMarkup);
  if (loadingMarkup === "" || start === -1) return "its loading markup is not in the page";
  if (shell.indexOf(loadingMarkup, start + 1) !== -1) return "its loading markup is there twice";
  const bodyEnd = shell.lastIndexOf(BODY_END);
  if (bodyEnd < start + loadingMarkup.length) return "it has no </body> after the loading markup";

  const before = shell.slice(0, start);
  const between = shell.slice(start + loadingMarkup.length, bodyEnd);
  const after = shell.slice(bodyEnd);
  return {
    fill: (markup, data) =>
      `${before}${markup}${between}${jsonDataBlock(dataElementId, data)}${after}`,
  };
}

/**
 * A `<script type="application/json">` the browser never runs. Every `<` is written `\u003c`,
 * which JSON.parse reads back as `<`, so no value can close the element (`</script>`) or open
 * a comment (`<!--`) inside it.
 */
export function jsonDataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}
