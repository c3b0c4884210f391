// The header's search dialog, built on its first opening (this module loads on demand, see
// open-search.ts): a modal <dialog>, so the page behind is inert, Escape closes it and focus
// goes back where it was.
import { searchCopy } from "../../content/site-search";
import { element, enableSearchPanel } from "./search-panel";
import { MAX_QUERY_LENGTH } from "./search-query";
import styles from "./site-search.module.css";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled])";

interface SearchDialog {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
}

let built: SearchDialog | undefined;
let returnFocusTo: HTMLElement | null = null;

function buildDialog(): SearchDialog {
  const dialog = element("dialog", styles.dialog);
  dialog.setAttribute("aria-labelledby", "site-search-title");

  const top = element("div", styles.dialogTop);
  const title = element("h2", styles.dialogTitle);
  title.id = "site-search-title";
  title.textContent = searchCopy.dialogTitle;
  const close = element("button", styles.close);
  close.type = "button";
  close.setAttribute("aria-label", searchCopy.closeLabel);
  close.textContent = "×";
  close.addEventListener("click", () => dialog.close());
  top.append(title, close);

  const form = element("form", styles.form);
  form.action = "/search";
  const label = element("label", styles.label);
  label.htmlFor = "site-search-input";
  label.textContent = searchCopy.inputLabel;
  const row = element("div", styles.row);
  const input = element("input", styles.input);
  input.id = "site-search-input";
  input.type = "search";
  input.name = "q";
  input.autocomplete = "off";
  input.maxLength = MAX_QUERY_LENGTH;
  input.placeholder = searchCopy.placeholder;
  input.setAttribute("aria-describedby", "site-search-hint");
  const submit = element("button", styles.submit);
  submit.type = "submit";
  submit.textContent = searchCopy.submitLabel;
  row.append(input, submit);
  const hint = element("p", styles.hint);
  hint.id = "site-search-hint";
  hint.textContent = searchCopy.keyHint;
  form.append(label, row, hint);
  const landmark = document.createElement("search");
  landmark.append(form);

  const status = element("p", styles.status);
  status.setAttribute("role", "status");
  const results = element("div", styles.results);

  dialog.append(top, landmark, status, results);
  document.body.append(dialog);

  enableSearchPanel({ form, input, status, results, headingLevel: "h3" });

  // A press on the backdrop (the dialog element itself, outside its box) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
    // A result on this very page (the contact form) would leave the dialog over it.
    else if (event.target instanceof Element && event.target.closest("a[href]")) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    // A search box would spend the first Escape on clearing itself; here it closes the dialog.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.close();
    } else trapTab(dialog, event);
  });
  dialog.addEventListener("close", () => {
    document.documentElement.removeAttribute("data-search-open");
    returnFocusTo?.focus();
    returnFocusTo = null;
  });
  return { dialog, input };
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Opens the dialog; `opener` gets focus back when it closes. */
export function openSearchDialog(opener: HTMLElement | null): void {
  built ??= buildDialog();
  const { dialog, input } = built;
  if (dialog.open) return;
  const active = document.activeElement;
  returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : opener;
  document.documentElement.setAttribute("data-search-open", "");
  dialog.showModal();
  input.focus();
  input.select();
}
