import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer/site-footer";
import { SiteHeader } from "../components/site-header/site-header";

/** The shared header and footer around the site's main pages. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
