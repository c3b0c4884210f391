// Astro writes the style its islands need (`astro-island{display:contents}`) into the body, just
// before the first island; HTML allows <style> only in the head. This moves each such <style>
// into the head unchanged, so the server's CSP hashes of inline styles still match.

// Elements whose content is not the page's own markup: a <style> there stays where it is.
const OPAQUE_OR_STYLE = /<(script|svg|template)\b[\s\S]*?<\/\1>|<style>([^<]*)<\/style>/g;

/** The page with the plain <style> elements of its body moved, in order, to the end of its head. */
export function hoistBodyStyles(html) {
  const headEnd = html.indexOf("</head>");
  const bodyStart = html.indexOf("<body", headEnd);
  if (headEnd === -1 || bodyStart === -1) return html;
  const head = html.slice(0, headEnd);
  const moved = [];
  const body = html.slice(bodyStart).replace(OPAQUE_OR_STYLE, (element, _tag, css) => {
    if (css === undefined) return element;
    if (!head.includes(element) && !moved.includes(element)) moved.push(element);
    return "";
  });
  if (body.length === html.length - bodyStart) return html;
  return `${head}${moved.join("")}${html.slice(headEnd, bodyStart)}${body}`;
}
