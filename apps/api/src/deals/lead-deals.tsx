import type { Kysely } from "kysely";
import { firmDay, formatFirmTime } from "../console/views/firm-time";
import type { Database } from "../infrastructure/database/schema";
import { dealCopy } from "./deal-copy";
import { DealFields, formatDay, rupees } from "./deal-fields";
import {
  type DealEvent,
  type DealRow,
  listDealEvents,
  listLostReasons,
  listPersonDeals,
  listStages,
} from "./deal-repository";
import type { DealForm, DealFormErrors, LostReason, Stage } from "./deal-rules";
import { openEstimateDeals } from "./estimate-deals";

const copy = dealCopy.lead;

/** What the lead page's Deals section needs beyond the lead itself. */
export interface LeadDealsView {
  deals: DealRow[];
  /** The deals' history, oldest first. */
  events: DealEvent[];
  firmTimeZone: string;
  stages: Stage[];
  reasons: LostReason[];
  /** The firm's calendar day: a deal expected to close before it is overdue. */
  today: string;
  /** A refused add form: what was typed and why. */
  addForm?: { typed: Partial<DealForm>; errors: DealFormErrors };
  /** A refused edit: which deal, what was typed, why (and why not saved, when it changed). */
  editForm?: {
    dealId: number;
    typed: Partial<DealForm>;
    errors: DealFormErrors;
    conflict?: string;
  };
}

export const leadDealsPath = (leadId: number) => `/admin/leads/${leadId}/deals`;

/**
 * The Deals section's data: first the deal of an estimate that has none yet (so the estimate's
 * deal is there the first time anyone looks), then every deal of the person.
 */
export async function loadLeadDeals(
  db: Kysely<Database>,
  options: { firmTimeZone: string; now: Date },
  lead: { email: string },
  forms: Pick<LeadDealsView, "addForm" | "editForm"> = {},
): Promise<LeadDealsView> {
  await openEstimateDeals(db, options.now);
  const [deals, stages, reasons] = await Promise.all([
    listPersonDeals(db, lead.email),
    listStages(db),
    listLostReasons(db),
  ]);
  const events = await listDealEvents(
    db,
    deals.map((deal) => deal.id),
  );
  const today = firmDay(options.now, options.firmTimeZone);
  return { deals, events, stages, reasons, today, firmTimeZone: options.firmTimeZone, ...forms };
}

const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** A deal's fields as its edit form shows them before anything was typed: rupees grouped. */
export const dealAsForm = (deal: DealRow): DealForm => ({
  title: deal.title,
  value: grouped.format(deal.value),
  close_date: deal.closeOn ?? "",
  stage_id: String(deal.stageId),
  lost_reason_id: deal.lostReasonId === null ? "" : String(deal.lostReasonId),
  lost_note: deal.lostNote ?? "",
});

function DealItem({ leadId, deal, data }: { leadId: number; deal: DealRow; data: LeadDealsView }) {
  const stage = data.stages.find((entry) => entry.id === deal.stageId);
  const overdue = stage?.kind === "open" && deal.closeOn !== null && deal.closeOn < data.today;
  const refused = data.editForm?.dealId === deal.id ? data.editForm : undefined;
  const prefix = `deal-${deal.id}`;
  return (
    <li id={prefix}>
      <p>
        <strong>{deal.title}</strong> · {stage?.name ?? ""} · {rupees(deal.value)}
      </p>
      <p className={overdue ? "next-action overdue" : "muted"}>
        {overdue ? (
          <>
            <strong className="overdue-flag">{`⚠ ${copy.overdue}`}</strong>{" "}
          </>
        ) : null}
        {deal.closeOn === null ? copy.noCloseDate : copy.closeOn(formatDay(deal.closeOn))}
        {" · "}
        {deal.ownerName === null ? copy.noOwner : copy.owner(deal.ownerName)}
        {deal.leadId === leadId ? null : (
          <>
            {" · "}
            <a href={`/admin/leads/${deal.leadId}`}>{copy.fromOtherRequest}</a>
          </>
        )}
      </p>
      {stage?.kind === "lost" && deal.lostReason !== null ? (
        <p className="muted">{copy.lost(deal.lostReason)}</p>
      ) : null}
      <DealHistory events={data.events.filter((event) => event.dealId === deal.id)} data={data} />
      {deal.leadId !== leadId ? null : (
        <details open={refused !== undefined}>
          <summary aria-label={copy.editFor(deal.title)}>{copy.edit}</summary>
          <form method="post" action={`${leadDealsPath(leadId)}/${deal.id}`} className="stack">
            {refused?.conflict === undefined ? null : (
              <p className="error" role="alert">
                {refused.conflict}
              </p>
            )}
            <input type="hidden" name="version" value={String(deal.version)} />
            <DealFields
              prefix={prefix}
              stages={data.stages}
              reasons={data.reasons}
              typed={refused?.typed ?? dealAsForm(deal)}
              errors={refused?.errors ?? {}}
            />
            <button type="submit">{copy.save}</button>
          </form>
        </details>
      )}
    </li>
  );
}

/** What happened to a deal: opened, moved from stage to stage, edited; by whom and when. */
function DealHistory({ events, data }: { events: DealEvent[]; data: LeadDealsView }) {
  if (events.length === 0) return null;
  const said = dealCopy.timeline;
  return (
    <details>
      <summary>{copy.history}</summary>
      <ol className="deal-history">
        {events.map((event) => {
          const who = event.who ?? (event.action === "opened" ? said.server : said.someone);
          const text =
            event.action === "opened"
              ? said.opened(event.toStage ?? "", who)
              : event.action === "moved"
                ? said.moved(event.fromStage ?? "", event.toStage ?? "", who)
                : said.edited(who);
          return (
            <li key={event.id}>
              {text}, <time dateTime={event.at}>{formatFirmTime(event.at, data.firmTimeZone)}</time>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** The lead page's Deals: the person's deals from any of their requests, and the add form. */
export function LeadDealsSection({ leadId, data }: { leadId: number; data: LeadDealsView }) {
  return (
    <section aria-labelledby="lead-deals" className="lead-deals">
      <h2 id="lead-deals">{copy.heading}</h2>
      {data.deals.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ol className="deal-list">
          {data.deals.map((deal) => (
            <DealItem key={deal.id} leadId={leadId} deal={deal} data={data} />
          ))}
        </ol>
      )}
      <details open={data.addForm !== undefined}>
        <summary>{copy.addHeading}</summary>
        <form method="post" action={leadDealsPath(leadId)} className="stack">
          <DealFields
            prefix="deal-new"
            stages={data.stages}
            reasons={data.reasons}
            typed={data.addForm?.typed}
            errors={data.addForm?.errors ?? {}}
          />
          <button type="submit">{copy.add}</button>
        </form>
      </details>
    </section>
  );
}
