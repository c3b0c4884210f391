import { type FieldErrors, FormErrorSummary } from "../console/views/form-fields";
import type { LeadsTable } from "../infrastructure/database/schema";
import { LeadQuotes } from "../quotes/lead-quotes";
import type { ComposeForm } from "./compose-rules";
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from "./compose-rules";
import { correspondenceCopy } from "./correspondence-copy";
import type { LeadCorrespondence } from "./lead-correspondence";
import { quoteFileName } from "./staff-email-job";
import { firstNameOf } from "./template-fill";

const copy = correspondenceCopy.compose;

/** The compose form as it is shown again: what was typed, why it was refused, what changed. */
export interface ComposeState {
  typed: ComposeForm;
  errors?: FieldErrors;
  /** Said above the form, e.g. that a template was filled in. */
  notice?: string;
}

export const composePath = (leadId: number) => `/admin/leads/${leadId}/emails`;

function FieldError({ name, errors }: { name: string; errors: FieldErrors | undefined }) {
  const message = errors?.[name];
  return message === undefined ? null : (
    <span className="error" id={`compose-${name}-error`}>
      {message}
    </span>
  );
}

const invalid = (errors: FieldErrors | undefined, name: string) =>
  errors?.[name] === undefined ? undefined : true;

/**
 * "Write to <first name>": a template to start from (filled for this person by a plain submit,
 * nothing typed lost), subject and message, sent from the firm's address with replies to the
 * writer.
 */
export function ComposeSection({
  leadId,
  lead,
  data,
  state,
  canQuote,
  firmTimeZone,
}: {
  leadId: number;
  lead: Pick<LeadsTable, "name" | "email">;
  data: LeadCorrespondence;
  state?: ComposeState | undefined;
  /** Whether the lead is an estimate with a price a quotation can be prepared from. */
  canQuote: boolean;
  firmTimeZone: string;
}) {
  const firstName = firstNameOf(lead.name);
  const typed = state?.typed;
  const errors = state?.errors;
  const quote = data.quotes.find((row) => String(row.id) === typed?.quote_id);
  const hasEmail = lead.email.trim() !== "";
  return (
    <section aria-labelledby="write-to" className="lead-compose">
      <h2 id="write-to">{copy.heading(firstName)}</h2>
      {canQuote ? (
        <LeadQuotes leadId={leadId} quotes={data.quotes} firmTimeZone={firmTimeZone} />
      ) : null}
      {!hasEmail ? (
        <p>{copy.noEmail}</p>
      ) : (
        <form method="post" action={composePath(leadId)} className="stack compose-form">
          {state?.notice === undefined ? null : (
            <p className="notice" role="status">
              {state.notice}
            </p>
          )}
          <FormErrorSummary errors={errors} />
          {errors?.form === undefined ? null : (
            <p className="error" role="alert">
              {errors.form}
            </p>
          )}
          <p>
            {copy.to}: <strong>{lead.email}</strong>
          </p>
          <div className="compose-template">
            <label>
              {copy.template}
              <select
                name="template_id"
                defaultValue={typed?.template_id ?? ""}
                aria-invalid={invalid(errors, "template_id")}
                aria-describedby={
                  errors?.template_id === undefined
                    ? "compose-template-hint"
                    : "compose-template_id-error compose-template-hint"
                }
              >
                <option value="">{copy.noTemplate}</option>
                {data.templates.map((template) => (
                  <option key={template.id} value={String(template.id)}>
                    {template.name}
                  </option>
                ))}
              </select>
              <FieldError name="template_id" errors={errors} />
            </label>
            <button type="submit" name="action" value="template" className="secondary">
              {copy.useTemplate}
            </button>
            <p className="muted" id="compose-template-hint">
              {copy.templateHint}
            </p>
          </div>
          <label>
            {copy.subject}
            <input
              name="subject"
              type="text"
              required
              maxLength={MAX_SUBJECT_LENGTH}
              defaultValue={typed?.subject ?? ""}
              aria-invalid={invalid(errors, "subject")}
              aria-describedby={errors?.subject === undefined ? undefined : "compose-subject-error"}
            />
            <FieldError name="subject" errors={errors} />
          </label>
          <label>
            {copy.body}
            <textarea
              name="body"
              rows={14}
              required
              maxLength={MAX_BODY_LENGTH}
              defaultValue={typed?.body ?? ""}
              aria-invalid={invalid(errors, "body")}
              aria-describedby={errors?.body === undefined ? undefined : "compose-body-error"}
            />
            <FieldError name="body" errors={errors} />
          </label>
          {typed === undefined || typed.kept === "" ? null : (
            <label>
              {copy.keptHeading}
              <textarea
                name="kept"
                rows={6}
                defaultValue={typed.kept}
                aria-describedby="compose-kept-hint"
              />
              <span className="muted" id="compose-kept-hint">
                {copy.keptHint}
              </span>
            </label>
          )}
          {quote === undefined ? null : (
            <p className="compose-attachment">
              <input type="hidden" name="quote_id" value={String(quote.id)} />
              {copy.attached(quoteFileName(quote.number))}
            </p>
          )}
          <p className="muted">{copy.from}</p>
          <button type="submit" name="action" value="send">
            {copy.send}
          </button>
        </form>
      )}
    </section>
  );
}
