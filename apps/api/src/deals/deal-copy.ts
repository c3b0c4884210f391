import { formatInr } from "@site/contracts";

/** Every word staff read about deals: the lead page's section, the board and the settings. */
export const dealCopy = {
  nav: "Deals",

  fields: {
    title: "Title",
    titleHint: "A few words: what the person is buying.",
    value: "Value (₹)",
    valueHint: "Whole rupees, e.g. 2,50,000.",
    closeDate: "Expected close date",
    closeDateHint: "On the firm's clock; leave empty while nobody knows.",
    stage: "Stage",
    lostReason: "Why it was lost",
    lostReasonChoose: "Choose a reason",
    lostNote: "Note on the loss (optional)",
    lostLegend: "Only for the lost stage",
  },

  lead: {
    heading: "Deals",
    none: "No deals with this person yet.",
    intro: "Every deal with this person, from any of their requests.",
    fromOtherRequest: "from another request",
    openRequest: "Open that request",
    owner: (name: string) => `Owner: ${name}`,
    noOwner: "No owner",
    closeOn: (day: string) => `Closes ${day}`,
    noCloseDate: "No close date",
    history: "History",
    overdue: "Overdue",
    lost: (reason: string) => `Lost: ${reason}`,
    edit: "Edit",
    editFor: (title: string) => `Edit deal: ${title}`,
    save: "Save deal",
    addHeading: "Add a deal",
    add: "Add deal",
    added: "Deal added.",
    saved: "Deal saved.",
    estimateTitle: (who: string) => `Estimate: ${who}`,
  },

  board: {
    title: "Deals",
    intro: "Every deal by stage. Weighted: each deal's value times its stage's probability.",
    filter: "Whose deals",
    everyone: "Everyone",
    show: "Show",
    count: (count: number) => (count === 1 ? "1 deal" : `${count} deals`),
    total: "Total",
    weighted: "Weighted",
    probability: (percent: number) => `${percent} %`,
    none: "No deals here.",
    value: "Value",
    person: "Person",
    closeOn: (day: string) => `Closes ${day}`,
    noCloseDate: "No close date",
    overdue: "Overdue",
    owner: (name: string) => `Owner: ${name}`,
    noOwner: "No owner",
    moveTo: "Move to",
    moveToFor: (title: string) => `Move “${title}” to`,
    move: "Move",
    moved: "Deal moved.",
    movedTo: (title: string, stage: string) => `“${title}” moved to ${stage}.`,
    dragHint: "Drag a card to another column, or choose its stage and press Move.",
    lostTitle: (title: string) => `Why was “${title}” lost?`,
    lostDialogTitle: "Why was this deal lost?",
    lostIntro: "A deal moves to the lost stage only with the reason, for the losses report.",
    lostSubmit: "Move to lost",
    cancel: "Cancel",
    moveRefused: "The deal was not moved.",
    moveFailed: "The deal was not moved: the server could not be reached. Try again.",
    settings: "Stages and lost reasons",
  },

  settings: {
    nav: "Deal stages",
    title: "Deal stages and lost reasons",
    stagesHeading: "Stages",
    stagesIntro:
      "The board's columns, in order. The probability is the share of a deal's value the weighted totals count.",
    stageName: "Name",
    stageProbability: "Probability (%)",
    stagePosition: "Position",
    stageKinds: { open: "Open", won: "Won: closes the deal", lost: "Lost: asks the reason" },
    stageKind: "Kind",
    saveStages: "Save stages",
    reasonsHeading: "Lost reasons",
    reasonsIntro: "What reps choose from when a deal is lost. A retired reason stays on old deals.",
    reasonLabel: "Reason",
    reasonPosition: "Position",
    reasonActive: "Offered",
    saveReasons: "Save reasons",
    newReason: "New reason (optional)",
    saved: "Saved.",
    fix: "Nothing was saved: fix the fields marked below.",
  },

  timeline: {
    opened: (stage: string, who: string) => `Opened at ${stage} by ${who}`,
    moved: (from: string, to: string, who: string) => `Moved from ${from} to ${to} by ${who}`,
    edited: (who: string) => `Edited by ${who}`,
    server: "the server, for the estimate",
    someone: "a former colleague",
  },

  errors: {
    titleEmpty: "Enter a title: a few words on what the person is buying.",
    titleTooLong: (max: number) => `Keep the title to ${max} characters or fewer.`,
    valueEmpty: "Enter the deal's value in rupees, e.g. 2,50,000.",
    valueNotRupees: "Write the value in whole rupees with digits only, e.g. 2,50,000 or 250000.",
    valueTooLarge: (max: number) => `A deal's value can be at most ${formatInr(max)}.`,
    closeDate: "Enter the expected close date as a date, e.g. 31-12-2026, or leave it empty.",
    stage: "Choose a stage from the list.",
    lostReason: "Choose why the deal was lost: a deal moves to the lost stage only with a reason.",
    lostNoteTooLong: (max: number) => `Keep the note on the loss to ${max} characters or fewer.`,
    stale: (stage: string, value: string) =>
      `Someone changed this deal after you opened the page: it is now at ${stage}, ${value}. Check it and try again.`,
    stageName: "Give every stage a name of at most 60 characters.",
    stageNameTaken: "Two stages cannot have the same name.",
    probability: "Write each probability as a whole number from 0 to 100.",
    position: "Write each position as a whole number from 1 to 99.",
    reasonLabel: "Give every reason a label of at most 100 characters.",
    notFound: "That deal no longer exists.",
  },
};

/** The notice a redirect back to the lead page names, if any. */
export function leadDealNotice(query: unknown): string | undefined {
  const { deal } = (query ?? {}) as { deal?: string };
  if (deal === "added") return dealCopy.lead.added;
  if (deal === "saved") return dealCopy.lead.saved;
  return undefined;
}
