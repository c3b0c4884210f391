import { useConsoleContext } from "../console/views/console-context";
import { Layout } from "../console/views/layout";
import { staffName } from "../console/views/staff-name";
import { dealCopy } from "./deal-copy";
import { formatDay, LostReasonFields, rupees } from "./deal-fields";
import type { DealRow } from "./deal-repository";
import {
  type DealForm,
  type DealFormErrors,
  type LostReason,
  type Stage,
  weighted,
} from "./deal-rules";

const copy = dealCopy.board;

export const DEALS_BOARD_PATH = "/admin/deals";
export const DEALS_SCRIPT_PATH = "/admin/assets/deals-board.js";

export interface StaffChoice {
  id: number;
  email: string;
  display_name: string | null;
}

export interface DealsBoardPageProps {
  staffEmail: string;
  stages: Stage[];
  deals: DealRow[];
  reasons: LostReason[];
  staff: StaffChoice[];
  /** The owner whose deals are shown; every deal when undefined. */
  owner: number | undefined;
  /** The firm's calendar day: an open deal expected to close before it is overdue. */
  today: string;
  notice?: string | undefined;
  error?: string | undefined;
}

/** The board's address with the owner filter kept. */
export const boardHref = (owner: number | undefined, extra = "") => {
  const params = new URLSearchParams();
  if (owner !== undefined) params.set("owner", String(owner));
  const query = `${params.toString()}${extra === "" ? "" : `${params.size > 0 ? "&" : ""}${extra}`}`;
  return query === "" ? DEALS_BOARD_PATH : `${DEALS_BOARD_PATH}?${query}`;
};

/** A column's sums: what the board's headers and the script both show. */
export function columnTotals(stage: Stage, deals: readonly DealRow[]) {
  const total = deals.reduce((sum, deal) => sum + deal.value, 0);
  return { count: deals.length, total, weighted: weighted(total, stage.probability) };
}

function DealCard(props: {
  deal: DealRow;
  stages: Stage[];
  stage: Stage;
  owner: number | undefined;
  today: string;
}) {
  const { deal, stages, stage, owner, today } = props;
  const overdue = stage.kind === "open" && deal.closeOn !== null && deal.closeOn < today;
  const selectId = `deal-${deal.id}-stage`;
  const person =
    deal.company === null || deal.company === ""
      ? deal.personName
      : `${deal.personName} · ${deal.company}`;
  return (
    <li
      className="board-card deal-card"
      id={`deal-${deal.id}`}
      data-deal-id={String(deal.id)}
      data-value={String(deal.value)}
    >
      <a href={`/admin/leads/${deal.leadId}#lead-deals`} className="board-card-name">
        {deal.title}
      </a>
      <dl className="board-card-facts">
        <div className="pair">
          <dt>{copy.person}</dt>
          <dd>{person}</dd>
        </div>
        <div className="pair">
          <dt>{copy.value}</dt>
          <dd>{rupees(deal.value)}</dd>
        </div>
      </dl>
      <p className={overdue ? "deal-close overdue" : "deal-close muted"}>
        {overdue ? <strong className="overdue-flag">{`⚠ ${copy.overdue}`} </strong> : null}
        {deal.closeOn === null ? (
          copy.noCloseDate
        ) : (
          <time dateTime={deal.closeOn}>{copy.closeOn(formatDay(deal.closeOn))}</time>
        )}
      </p>
      <p className="muted deal-owner">
        {deal.ownerName === null ? copy.noOwner : copy.owner(deal.ownerName)}
      </p>
      <form
        method="post"
        action={`${DEALS_BOARD_PATH}/${deal.id}/move`}
        className="board-move deal-move"
      >
        {owner === undefined ? null : <input type="hidden" name="owner" value={String(owner)} />}
        {/* The deal as this card shows it: a move after someone else's change is refused. */}
        <input type="hidden" name="version" value={String(deal.version)} />
        <label htmlFor={selectId} className="visually-hidden">
          {copy.moveToFor(deal.title)}
        </label>
        {/* Starts at the card's own stage: pressing Move unchanged leaves the deal where it is. */}
        <select id={selectId} name="stage_id" defaultValue={String(stage.id)}>
          {stages.map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {entry.name}
            </option>
          ))}
        </select>
        <button type="submit">{copy.move}</button>
      </form>
    </li>
  );
}

/**
 * `/admin/deals`: one column per stage, each with its count, total and weighted total, and the
 * deals as cards with a form to move each. The script served beside it adds dragging; without
 * it the forms do the same.
 */
export function DealsBoardPage(props: DealsBoardPageProps) {
  const { staffEmail, stages, deals, reasons, staff, owner, today, notice, error } = props;
  const lost = stages.find((stage) => stage.kind === "lost");
  const { role } = useConsoleContext();
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p className="muted">
        {copy.intro}
        {role === "admin" ? (
          <>
            {" "}
            <a href="/admin/settings/deals">{copy.settings}</a>
          </>
        ) : null}
      </p>
      <form method="get" action={DEALS_BOARD_PATH} className="filters">
        <label>
          {copy.filter}
          <select name="owner" defaultValue={owner === undefined ? "" : String(owner)}>
            <option value="">{copy.everyone}</option>
            {staff.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {staffName(member)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{copy.show}</button>
      </form>
      <p className="muted deals-drag-hint" hidden>
        {copy.dragHint}
      </p>
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {/* Where the script says what became of a move; empty, and so not shown, until then. */}
      <p className="deals-live" aria-live="assertive" id="deals-board-live" />
      <div className="deals-board-scroll">
        <div className="deals-board" data-lost-stage-id={lost === undefined ? "" : String(lost.id)}>
          {stages.map((stage) => {
            const columnDeals = deals.filter((deal) => deal.stageId === stage.id);
            const totals = columnTotals(stage, columnDeals);
            const headingId = `stage-${stage.id}`;
            return (
              <section
                key={stage.id}
                className="board-column deal-column"
                aria-labelledby={headingId}
                data-stage-id={String(stage.id)}
                data-probability={String(stage.probability)}
              >
                <h2 id={headingId}>
                  {stage.name} <span className="muted">{copy.probability(stage.probability)}</span>
                </h2>
                <dl className="deal-column-totals">
                  <div className="pair">
                    <dt className="visually-hidden">{copy.count(totals.count)}</dt>
                    <dd className="deal-count">{copy.count(totals.count)}</dd>
                  </div>
                  <div className="pair">
                    <dt>{copy.total}</dt>
                    <dd className="deal-total">{rupees(totals.total)}</dd>
                  </div>
                  <div className="pair">
                    <dt>{copy.weighted}</dt>
                    <dd className="deal-weighted">{rupees(totals.weighted)}</dd>
                  </div>
                </dl>
                <p className="muted deal-column-empty" hidden={columnDeals.length > 0}>
                  {copy.none}
                </p>
                <ol className="board-cards deal-cards">
                  {columnDeals.map((deal) => (
                    <DealCard
                      key={deal.id}
                      deal={deal}
                      stages={stages}
                      stage={stage}
                      owner={owner}
                      today={today}
                    />
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      </div>
      {lost === undefined ? null : <LostDialog reasons={reasons} />}
      <script src={DEALS_SCRIPT_PATH} defer />
    </Layout>
  );
}

/** The dialog the script opens when a card is dropped on the lost stage, before it posts. */
function LostDialog({ reasons }: { reasons: LostReason[] }) {
  return (
    <dialog id="deal-lost-dialog" aria-labelledby="deal-lost-dialog-title">
      <form method="dialog" className="stack">
        <h2 id="deal-lost-dialog-title">{copy.lostDialogTitle}</h2>
        <p className="muted">{copy.lostIntro}</p>
        <LostReasonFields prefix="dialog" reasons={reasons} typed={undefined} errors={{}} />
        <p className="error deal-dialog-error" role="alert" id="deal-lost-dialog-error" />
        <div className="deal-dialog-buttons">
          <button type="submit" value="confirm">
            {copy.lostSubmit}
          </button>
          <button type="submit" value="cancel" className="secondary" formNoValidate>
            {copy.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export interface LostReasonPageProps {
  staffEmail: string;
  deal: DealRow;
  lostStage: Stage;
  reasons: LostReason[];
  owner: number | undefined;
  version: string;
  typed?: Partial<DealForm> | undefined;
  errors?: DealFormErrors | undefined;
}

/** What the plain move form leads to for the lost stage: the reason, then the move. */
export function LostReasonPage(props: LostReasonPageProps) {
  const { staffEmail, deal, lostStage, reasons, owner, version, typed, errors = {} } = props;
  return (
    <Layout title={copy.lostTitle(deal.title)} staffEmail={staffEmail}>
      <p>{copy.lostIntro}</p>
      <form method="post" action={`${DEALS_BOARD_PATH}/${deal.id}/move`} className="stack">
        {Object.keys(errors).length === 0 ? null : (
          <p className="error" role="alert">
            {errors.lost_reason_id ?? errors.lost_note}
          </p>
        )}
        {owner === undefined ? null : <input type="hidden" name="owner" value={String(owner)} />}
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="stage_id" value={String(lostStage.id)} />
        <input type="hidden" name="asked" value="1" />
        <LostReasonFields prefix="lost" reasons={reasons} typed={typed} errors={errors} />
        <button type="submit">{copy.lostSubmit}</button>
        <a href={`${boardHref(owner)}#deal-${deal.id}`}>{copy.cancel}</a>
      </form>
    </Layout>
  );
}
