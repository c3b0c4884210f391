// The header's menu button and dropdowns, in plain script on every page: one dropdown open at a
// time, closed by its toggle, an outside press, Escape (focus returns to the toggle) or choosing
// a link; on a phone the menu button opens and collapses the whole list. Listeners sit on the
// document, so they work for any header on the page, however it was rendered.

const MENU_TOGGLE = "[data-nav-menu-toggle]";
const GROUP_TOGGLE = "[data-nav-group-toggle]";
const OPEN_GROUP_TOGGLE = `${GROUP_TOGGLE}[aria-expanded="true"]`;

function controlled(toggle: Element): HTMLElement | null {
  const id = toggle.getAttribute("aria-controls");
  return id === null ? null : document.getElementById(id);
}

function setGroupOpen(toggle: Element, open: boolean) {
  toggle.setAttribute("aria-expanded", String(open));
  const panel = controlled(toggle);
  if (panel) panel.hidden = !open;
}

function setMenuOpen(toggle: Element, open: boolean) {
  toggle.setAttribute("aria-expanded", String(open));
  controlled(toggle)?.toggleAttribute("data-open", open);
}

function closeGroups() {
  for (const toggle of document.querySelectorAll(OPEN_GROUP_TOGGLE)) setGroupOpen(toggle, false);
}

function onClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const menuToggle = target.closest(MENU_TOGGLE);
  if (menuToggle) {
    setMenuOpen(menuToggle, menuToggle.getAttribute("aria-expanded") !== "true");
    return;
  }
  const groupToggle = target.closest(GROUP_TOGGLE);
  if (groupToggle) {
    const open = groupToggle.getAttribute("aria-expanded") !== "true";
    closeGroups();
    setGroupOpen(groupToggle, open);
    return;
  }
  if (target.closest("[data-site-nav] a")) {
    closeGroups();
    for (const toggle of document.querySelectorAll(MENU_TOGGLE)) setMenuOpen(toggle, false);
  }
}

// `pointerdown` rather than `click`, so a press that starts outside closes the dropdown at once.
function onPointerDown(event: PointerEvent) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const open = document.querySelector(OPEN_GROUP_TOGGLE);
  if (!open || open.parentElement?.contains(target)) return;
  // Another group's toggle switches groups on its own click; closing here first would move that
  // toggle (the open list collapses above it on a phone) before the click lands.
  if (target.closest(GROUP_TOGGLE)) return;
  closeGroups();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "Escape") return;
  const open = document.querySelector<HTMLElement>(OPEN_GROUP_TOGGLE);
  if (!open) return;
  closeGroups();
  open.focus();
}

let enabled = false;

/** Starts the header's behaviour; calling it again does nothing. */
export function enableHeaderMenus() {
  if (enabled) return;
  enabled = true;
  document.addEventListener("click", onClick);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("keydown", onKeyDown);
}
