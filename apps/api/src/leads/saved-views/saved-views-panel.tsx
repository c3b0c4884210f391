import { savedViewCopy as copy } from "./saved-view-copy";
import { MAX_VIEW_NAME, MAX_VIEWS_PER_PERSON, type SavedView } from "./saved-view-repository";
import { canonicalViewQuery } from "./saved-view-routes";

/** The inbox's line about saving or removing a view, from the address it came back to. */
export function savedViewMessage(query: Record<string, unknown>): {
  notice?: string;
  error?: string;
  typedName?: string;
} {
  const value = (name: string) => {
    const text = query[name];
    return typeof text === "string" ? text.slice(0, MAX_VIEW_NAME * 2) : undefined;
  };
  if (value("view_saved") !== undefined) return { notice: copy.savedNotice };
  if (value("view_removed") !== undefined) return { notice: copy.removed };
  const errors: Record<string, string> = {
    name_empty: copy.errors.nameEmpty,
    name_too_long: copy.errors.nameTooLong(MAX_VIEW_NAME),
    taken: copy.errors.nameTaken,
    full: copy.errors.tooMany(MAX_VIEWS_PER_PERSON),
    nothing: copy.errors.nothingToSave,
  };
  const error = errors[value("view_error") ?? ""];
  return error === undefined ? {} : { error, typedName: value("view_name") };
}

/** The staff member's saved views as links, and the form that saves the filters on screen. */
export function SavedViewsPanel({
  views,
  query,
  error,
  typedName,
}: {
  views: SavedView[];
  /** The inbox's current query string. */
  query: string;
  error?: string;
  typedName?: string;
}) {
  const current = canonicalViewQuery(query);
  return (
    <section aria-labelledby="saved-views" className="saved-views">
      <h2 id="saved-views">{copy.heading}</h2>
      {views.length === 0 ? (
        <p className="muted">{copy.none}</p>
      ) : (
        <ul className="saved-view-list">
          {views.map((view) => (
            <li key={view.id}>
              <a
                href={`/admin/views/${view.id}`}
                aria-current={view.query === current ? "page" : undefined}
              >
                {view.name}
              </a>
              <form method="post" action={`/admin/views/${view.id}/delete`} className="inline">
                <input type="hidden" name="back" value={query} />
                <button type="submit" className="link" aria-label={copy.removeLabel(view.name)}>
                  {copy.remove}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <details open={error !== undefined}>
        <summary>{copy.saveSummary}</summary>
        <form method="post" action="/admin/views" className="saved-view-form">
          <input type="hidden" name="query" value={query} />
          <label>
            {copy.name}
            <input
              type="text"
              name="name"
              required
              maxLength={MAX_VIEW_NAME}
              defaultValue={typedName ?? ""}
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? "saved-view-hint" : "saved-view-error"}
            />
            <span className="muted" id="saved-view-hint">
              {copy.nameHint}
            </span>
            {error === undefined ? null : (
              <span className="error" id="saved-view-error" role="alert">
                {error}
              </span>
            )}
          </label>
          <button type="submit">{copy.save}</button>
        </form>
      </details>
    </section>
  );
}
