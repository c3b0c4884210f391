import { enableSectionScrollLinks } from "../components/site-footer/feedback-scroll";
import { enableHeaderMenus } from "../components/site-header/header-menus";
import { enableSiteSearch } from "../features/site-search/open-search";
import { loadVitalsWhenIdle } from "../features/web-vitals/load-vitals";

/** The plain-script behaviour of the header and footer that every page runs, and its speed report. */
export function enableSiteShell() {
  enableHeaderMenus();
  enableSiteSearch();
  enableSectionScrollLinks();
  loadVitalsWhenIdle();
}
