import type { ReactNode } from "react";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/kf-blog";

/**
 * The blog: the page's heading around the reader island, which the server sends filled with the
 * newest articles (docs/decisions/006).
 */
export function BlogPage({ reader }: { reader: ReactNode }) {
  return <PageIntro page={page}>{reader}</PageIntro>;
}
