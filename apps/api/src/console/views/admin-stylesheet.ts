import { createHash } from "node:crypto";
import { BRAND_FONT_URL } from "./brand-font";

// Kept in code rather than a file so the bundled server carries it.
const CSS = `
/* The site's typeface (served by the console itself), then local Arial scaled to its metrics so
   text drawn before it arrives takes the same space; the values are the site's (apps/web). */
@font-face {
  font-family: "Plus Jakarta Sans Variable"; font-style: normal; font-display: swap; font-weight: 200 800;
  src: url(${BRAND_FONT_URL}) format("woff2-variations"), url(${BRAND_FONT_URL}) format("woff2");
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: "Plus Jakarta Sans Fallback"; font-weight: 100 599;
  src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo");
  size-adjust: 104.98%; ascent-override: 98.88%; descent-override: 21.15%; line-gap-override: 0%;
}
@font-face {
  font-family: "Plus Jakarta Sans Fallback"; font-weight: 600 900;
  src: local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("Arimo Bold");
  size-adjust: 100.7%; ascent-override: 103.08%; descent-override: 22.05%; line-gap-override: 0%;
}
:root {
  color-scheme: light;
  --ink: #0f1b2d; --muted: #475467; --line: #d7dfea; --field-line: #7d8ba1;
  --accent: #0a4fa3; --accent-dark: #083d7e; --accent-soft: #e3edfb;
  --navy: #0b1f3a; --on-navy-muted: #c9d6ea; --amber: #f59e0b;
  --surface: #f4f7fb; --surface-strong: #eaf1fb; --bad: #b42318; --ok: #067647;
  --font: "Plus Jakarta Sans Variable", "Plus Jakarta Sans Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 var(--font); color: var(--ink); background: var(--surface); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
header.top { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; padding: .6rem 1.5rem; background: var(--navy); color: #fff; border-bottom: 3px solid var(--accent); }
header.top strong { margin-right: auto; }
header.top nav { display: flex; flex-wrap: wrap; gap: .25rem 1.1rem; }
header.top nav a { color: var(--on-navy-muted); text-decoration: none; font-weight: 500; padding: .2rem 0; border-bottom: 2px solid transparent; }
header.top nav a:hover { color: #fff; border-bottom-color: var(--amber); }
header.top .signed-in { color: var(--on-navy-muted); font-size: .85rem; overflow-wrap: anywhere; }
header.top form { margin: 0; }
header.top button.link { color: #fff; }
header.top :focus-visible { outline-color: #fff; }
header.top nav.admin-nav { flex-basis: 100%; order: 10; align-items: baseline; gap: .2rem 1rem; padding-top: .4rem; border-top: 1px solid rgb(255 255 255 / .14); font-size: .85rem; }
header.top .admin-nav-label { color: var(--amber); font-weight: 600; text-transform: uppercase; letter-spacing: .06em; font-size: .75rem; }
@media (max-width: 640px) { header.top { padding: .6rem .75rem; gap: .5rem 1rem; } }
/* The mark with the firm's name and "Staff console" under it. */
.brand { display: inline-flex; align-items: center; gap: .65rem; }
.brand-mark { display: block; flex: none; }
.brand-text { display: grid; line-height: 1.2; }
.brand-name { font-size: 1.05rem; font-weight: 700; letter-spacing: -.01em; }
.brand-product { font-size: .72rem; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; color: var(--muted); }
header.top .brand-product { color: var(--on-navy-muted); }
main { max-width: 1200px; margin: 1.5rem auto; padding: 0 1.5rem; overflow-x: auto; }
h1 { font-size: 1.6rem; line-height: 1.25; letter-spacing: -.02em; margin: 0 0 1rem; }
h2 { font-size: 1.15rem; letter-spacing: -.01em; margin: 1.5rem 0 .5rem; }
a { color: var(--accent); }
a:hover { color: var(--accent-dark); }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: .85rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; margin: 0; border-radius: 8px; }
dl .pair { display: contents; }
dt { color: var(--muted); }
dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
form.stack { display: grid; gap: .75rem; max-width: 720px; background: #fff; padding: 1rem; border: 1px solid var(--line); border-radius: 8px; }
form.filters { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1rem; }
label { display: grid; gap: .2rem; font-size: .9rem; }
.entry-field { display: grid; gap: .2rem; font-size: .9rem; }
label.check { display: flex; gap: .5rem; align-items: flex-start; }
/* Field borders keep 3:1 against white, as a control's edge must. */
input, select, textarea, button { font: inherit; padding: .4rem .55rem; border: 1px solid var(--field-line); border-radius: 6px; color: inherit; background: #fff; }
input[type="checkbox"], input[type="radio"] { accent-color: var(--accent); }
textarea { min-height: 8rem; }
/* Selects and date fields side by side in a filter row share one height. */
input:not([type="checkbox"], [type="radio"]), select, form.filters button { min-height: 2.5rem; }
button { background: var(--accent); color: #fff; border-color: var(--accent); font-weight: 600; cursor: pointer; }
button:hover { background: var(--accent-dark); border-color: var(--accent-dark); }
button.link { background: none; color: var(--accent); border: 0; padding: 0; text-decoration: underline; font-weight: inherit; }
/* For the step that undoes something (cancel a call): outlined, so it does not read as the way on. */
button.secondary { background: #fff; color: var(--accent); }
button.secondary:hover { background: var(--accent-soft); color: var(--accent-dark); }
.error { color: var(--bad); }
.notice { color: var(--ok); }
.setup-warnings { background: #fff4e5; border: 1px solid #f5c27a; border-radius: 4px; padding: .5rem 1rem; margin-bottom: 1rem; }
.setup-warnings p { margin: .25rem 0; }
.pager { display: flex; gap: 1rem; margin-top: 1rem; }
.muted { color: var(--muted); }
.inline { display: inline; }
.lead-page { display: grid; gap: 0 2rem; }
.lead-page > * { min-width: 0; }
@media (min-width: 960px) { .lead-page { grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem); grid-template-rows: auto 1fr; } .lead-summary, .lead-main { grid-column: 1; } .lead-page > .work-this-lead { grid-column: 2; grid-row: 1 / span 2; align-self: start; } }
.lead-summary p { margin: 0 0 .5rem; }
.contact-links { list-style: none; padding: 0; margin: 0 0 .5rem; display: flex; flex-wrap: wrap; gap: .25rem 1.5rem; overflow-wrap: anywhere; }
.work-this-lead form.stack { margin-bottom: .75rem; }
.work-form fieldset { display: grid; gap: .75rem; border: 1px solid var(--line); border-radius: 6px; padding: .5rem .75rem .75rem; margin: 0; min-width: 0; }
.work-form legend { font-weight: 600; padding: 0 .25rem; }
.work-form p { margin: 0; }
.owner-fields { display: grid; gap: .5rem; }
a[href^="tel:"], .nowrap { white-space: nowrap; }
.lead-page dl { grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr); }
@media (max-width: 600px) { .lead-page dl { grid-template-columns: minmax(0, 1fr); } .lead-page dd { margin-bottom: .4rem; } }
.estimate-lines { max-width: 720px; }
.estimate-lines .number { text-align: right; white-space: nowrap; }
.timeline { list-style: none; padding: 0; margin: 0; background: #fff; }
.timeline li { padding: .6rem 1rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.timeline p { margin: 0; }
.timeline .note-text { white-space: pre-wrap; margin-top: .25rem; padding-left: .75rem; border-left: 3px solid var(--line); }
.stored-fields { margin-top: 2rem; background: #fff; padding: .5rem 1rem; }
.stored-fields summary { cursor: pointer; font-weight: 600; }
/* Tables of records that become one card per row on a phone, each value under its column's name. */
@media (max-width: 640px) {
  table.card-table, table.card-table tbody, table.card-table tr, table.card-table td { display: block; width: 100%; }
  table.card-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.card-table tr { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin-bottom: .75rem; padding: .5rem .75rem; }
  table.card-table td { display: grid; grid-template-columns: 7.5rem minmax(0, 1fr); gap: .5rem; border: 0; padding: .2rem 0; overflow-wrap: anywhere; }
  table.card-table td::before { content: attr(data-label); color: var(--muted); font-size: .85rem; }
  table.card-table td > * { grid-column: 2; }
}
@media (max-width: 600px) { .person-leads thead { display: none; } .person-leads tr { display: block; padding: .5rem 0; border-bottom: 1px solid var(--line); } .person-leads td { display: block; border: 0; padding: .1rem .6rem; } .person-leads td::before { content: attr(data-label) ": "; color: var(--muted); } }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
nav.saved-views { display: flex; flex-wrap: wrap; gap: .25rem .5rem; margin-bottom: 1rem; }
nav.saved-views a { padding: .2rem .6rem; border: 1px solid var(--line); border-radius: 999px; background: #fff; text-decoration: none; }
nav.saved-views a[aria-current="page"] { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
table.lead-list td { overflow-wrap: break-word; }
table.lead-list .lead-email { overflow-wrap: break-word; }
/* E-mails wrap only where EmailText marks them, after @ and dots; other breaks are a last resort. */
.email-text { word-break: normal; overflow-wrap: break-word; }
table.lead-list .lead-email, table.lead-list .lead-attribution { display: block; font-size: .85rem; }
.next-action time, .next-action .next-action-text { display: block; }
.next-action.overdue { color: var(--bad); }
.overdue-flag { display: inline-block; font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; border: 1px solid var(--bad); border-radius: 3px; padding: 0 .3rem; }
@media (max-width: 640px) {
  main { padding: 0 .75rem; }
  form.filters > label, form.filters input, form.filters select { width: 100%; }
  table.lead-list, table.lead-list tbody, table.lead-list tr, table.lead-list td { display: block; width: 100%; }
  table.lead-list thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.lead-list tr { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin-bottom: .75rem; padding: .5rem .75rem; }
  table.lead-list td { display: grid; grid-template-columns: 7.5rem minmax(0, 1fr); gap: .5rem; border: 0; padding: .2rem 0; }
  table.lead-list td::before { content: attr(data-label); color: var(--muted); font-size: .85rem; }
  /* A cell's second line (the e-mail under the name, the attribution under the source) stays in the value column. */
  table.lead-list td > :nth-child(n + 2) { grid-column: 2; }
  table.lead-list td.lead-name { font-size: 1.05rem; font-weight: 600; }
}
.board { display: grid; grid-template-columns: repeat(5, minmax(13rem, 1fr)); gap: .75rem; overflow-x: auto; align-items: start; }
.board-column { background: var(--surface-strong); border-radius: 6px; padding: .5rem; min-width: 0; }
.board-column h2 { font-size: 1rem; margin: .25rem .25rem .5rem; }
.board-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.board-card { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: .5rem .6rem; overflow-wrap: anywhere; }
.board-card-name { font-weight: 600; }
.board-card dl.board-card-facts { grid-template-columns: max-content minmax(0, 1fr); padding: .25rem 0; font-size: .9rem; gap: .1rem .5rem; }
form.board-move { display: flex; flex-wrap: wrap; gap: .4rem; margin-top: .25rem; }
form.board-move select { flex: 1 1 6rem; min-width: 0; }
@media (max-width: 640px) {
  .board { grid-template-columns: minmax(0, 1fr); overflow-x: visible; }
}
/* Sign-in: a card with the firm's mark, centred over a navy band. */
body.sign-in-page { min-height: 100vh; background: linear-gradient(var(--navy), var(--navy)) top / 100% 15rem no-repeat, var(--surface); }
main.sign-in { display: grid; justify-items: center; gap: 1.25rem; max-width: 27rem; margin: 0 auto; padding: clamp(2.5rem, 10vh, 6rem) 1rem 2rem; overflow: visible; }
.sign-in-card { width: 100%; background: #fff; border: 1px solid var(--line); border-radius: 14px; padding: 2rem 1.75rem 1.75rem; box-shadow: 0 30px 60px -20px rgb(11 31 58 / .35), 0 12px 24px -12px rgb(11 31 58 / .2); }
.sign-in-card .brand { margin-bottom: 1.75rem; }
.sign-in-card .brand-name { font-size: 1.2rem; }
.sign-in-card h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
.sign-in-card .notice { margin: .75rem 0 1rem; padding: .5rem .75rem; background: #ecfdf3; border: 1px solid #abefc6; border-radius: 6px; }
.sign-in-lead { color: var(--muted); margin: 0 0 1.5rem; }
form.sign-in-form { max-width: none; gap: 1rem; padding: 0; border: 0; background: none; }
form.sign-in-form label { font-size: .875rem; font-weight: 600; gap: .35rem; }
form.sign-in-form input { padding: .65rem .75rem; font-weight: 400; }
form.sign-in-form button { padding: .7rem 1rem; margin-top: .25rem; }
form.sign-in-form .error { margin: 0; padding: .6rem .75rem; background: #fef3f2; border: 1px solid #fecdca; border-radius: 6px; }
.back-to-site { font-size: .9rem; }
@media (max-width: 640px) { .sign-in-card { padding: 1.5rem 1.25rem 1.25rem; } }
/* Insights: a band of headline figures, then each chart above the table of its numbers. */
dl.stat-band { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: .75rem; background: none; padding: 0; margin: 1rem 0; }
dl.stat-band > div { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: .75rem 1rem; }
dl.stat-band dt { font-size: .85rem; }
dl.stat-band dd { font-size: 1.6rem; font-weight: 600; }
section.insight { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: .25rem 1rem .5rem; margin: 0 0 1rem; }
section.insight h2 { margin-top: .75rem; }
.chart-figure { margin: 0 0 .75rem; overflow-x: auto; }
/* On a phone a chart keeps a readable size and scrolls sideways. */
svg.chart { display: block; width: 100%; min-width: 600px; height: auto; }
section.insight details { margin-bottom: .5rem; }
section.insight summary { cursor: pointer; color: var(--accent); }
.chart-legend { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; margin: .25rem 0 0; font-size: .85rem; }
.chart-legend li { display: flex; align-items: center; gap: .35rem; }
.table-scroll { overflow-x: auto; }
table.insight-table th[scope="row"] { color: var(--ink); font-weight: 400; font-size: inherit; overflow-wrap: anywhere; }
table.insight-table .number { text-align: right; white-space: nowrap; }
/* Real visitors' speed: each value with its rating in words, tinted by it, and its sample count. */
/* On a phone the tables keep readable columns and scroll sideways, as the charts do. */
table.vitals-table { min-width: 44rem; }
table.vitals-table.worst-pages { min-width: 30rem; }
table.vitals-table th[scope="row"] { min-width: 9rem; overflow-wrap: normal; }
table.vitals-table td.vital { border-left: 4px solid transparent; }
table.vitals-table .vital-value { font-weight: 600; }
table.vitals-table .vital-rating, table.vitals-table .vital-samples { display: block; font-size: .8rem; }
table.vitals-table .vital-samples { color: var(--muted); }
table.vitals-table td.vital-good { background: #ecfdf3; border-left-color: var(--ok); }
td.vital-good .vital-rating { color: var(--ok); }
table.vitals-table td.vital-needs-improvement { background: #fffaeb; border-left-color: #b54708; }
td.vital-needs-improvement .vital-rating { color: #93370d; }
table.vitals-table td.vital-poor { background: #fef3f2; border-left-color: var(--bad); }
td.vital-poor .vital-rating { color: var(--bad); }
/* Deals board: one column per stage, scrolled sideways inside its own box (never the page);
   on a phone the columns stack. Cards take a drag when the board's script runs. */
.deals-board-scroll { overflow-x: auto; padding-bottom: .5rem; }
.deals-board { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(12.5rem, 1fr); gap: .75rem; align-items: start; }
.deal-column { min-height: 8rem; transition: outline-color .1s; outline: 2px dashed transparent; outline-offset: -2px; }
.deal-column.drop-target { outline-color: var(--accent); background: var(--accent-soft); }
.deal-column h2 .muted { font-weight: 400; font-size: .85rem; }
dl.deal-column-totals { grid-template-columns: max-content minmax(0, 1fr); gap: .1rem .5rem; padding: 0 .25rem .5rem; margin: 0; background: none; font-size: .9rem; }
dl.deal-column-totals dd { font-weight: 600; text-align: right; font-variant-numeric: tabular-nums; }
dl.deal-column-totals .pair:first-child dd { grid-column: 1 / -1; text-align: left; font-weight: 400; color: var(--muted); }
.deal-card[draggable="true"] { cursor: grab; }
.deal-card.dragging { opacity: .5; }
.deal-card[aria-busy="true"] { opacity: .7; }
.deal-card p { margin: .15rem 0; font-size: .9rem; }
.deal-close.overdue { color: var(--bad); }
.deals-live:empty { display: none; }
@media (pointer: coarse) { .deals-drag-hint { display: none; } }
fieldset.deal-lost-fields { display: grid; gap: .75rem; border: 1px solid var(--line); border-radius: 6px; padding: .5rem .75rem .75rem; margin: 0; min-width: 0; }
ol.deal-history { list-style: none; padding: 0; margin: .25rem 0; font-size: .85rem; color: var(--muted); }
.deals-live { padding: .5rem .75rem; background: #fffaeb; border: 1px solid #fedf89; border-radius: 6px; }
dialog#deal-lost-dialog { max-width: 28rem; width: calc(100% - 2rem); border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; }
dialog#deal-lost-dialog::backdrop { background: rgb(11 31 58 / .45); }
dialog#deal-lost-dialog h2 { margin-top: 0; font-size: 1.15rem; }
.deal-dialog-error:empty { display: none; }
.deal-dialog-buttons { display: flex; flex-wrap: wrap; gap: .5rem; }
ol.deal-list { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: .75rem; }
ol.deal-list > li { border-left: 3px solid var(--line); padding-left: .75rem; }
ol.deal-list p { margin: .15rem 0; }
table.deal-settings-table input { width: 100%; min-width: 5rem; }
table.deal-settings-table input.number-input { max-width: 6rem; }
@media (max-width: 640px) {
  .deals-board { grid-auto-flow: row; grid-auto-columns: auto; grid-template-columns: minmax(0, 1fr); }
}
.saved-views { display: flex; flex-wrap: wrap; align-items: baseline; gap: .25rem 1rem; margin: 0 0 1rem; }
.saved-views h2 { margin: 0; font-size: .95rem; font-weight: 600; }
.saved-views > p { margin: 0; }
ul.saved-view-list { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .4rem .9rem; }
ul.saved-view-list li { display: flex; align-items: baseline; gap: .35rem; }
ul.saved-view-list a[aria-current="page"] { font-weight: 600; }
ul.saved-view-list button.link { font-size: .85rem; color: var(--muted); }
.saved-views details { flex-basis: 100%; }
.saved-views summary { cursor: pointer; color: var(--accent); width: max-content; }
form.saved-view-form { display: flex; flex-wrap: wrap; align-items: end; gap: .5rem .75rem; margin-top: .5rem; }
form.saved-view-form label { display: grid; gap: .2rem; flex: 1 1 16rem; max-width: 28rem; }
form.bulk-bar { display: flex; flex-wrap: wrap; align-items: end; gap: .5rem .75rem; margin: .5rem 0 .75rem; padding: .6rem .75rem; background: var(--accent-soft); border-radius: 6px; }
form.bulk-bar label { display: grid; gap: .2rem; flex: 1 1 14rem; max-width: 24rem; }
table.lead-list td.lead-select, table.lead-list th:first-child { width: 2.5rem; text-align: center; }
table.lead-list td.lead-select input { width: 1.15rem; height: 1.15rem; }
@media (max-width: 640px) {
  table.lead-list td.lead-select { width: auto; text-align: left; }
}
`.trim();

export const ADMIN_STYLESHEET = CSS;
/** Quoted strong ETag, so browsers revalidate cheaply with Cache-Control: no-cache. */
export const ADMIN_STYLESHEET_ETAG = `"${createHash("sha256").update(CSS).digest("base64url").slice(0, 16)}"`;
