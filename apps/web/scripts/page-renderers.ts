// Entry of the small server bundle (vite.page-renderers.config.ts) the API server loads at start
// to send /kf-blog and /empcard/<phone> with their data already rendered. It holds the same
// components as the site, so the markup is what the browser renders when it hydrates.
import { BLOG_READER_DATA_ID } from "../app/features/blog/blog-reader-page-data";
import { renderBlogReader } from "../app/features/blog/render-blog-reader";
import { EMPLOYEE_CARD_DATA_ID } from "../app/features/employee-card/employee-card-page-data";
import { renderEmployeeCard } from "../app/features/employee-card/render-employee-card";

/** Raised when the shape of this module changes, so an older server refuses a newer bundle. */
export const contractVersion = 1;

/** `render()` gives the loading markup the build prerendered; `render(data)` the filled one. */
export const blogReader = { dataElementId: BLOG_READER_DATA_ID, render: renderBlogReader };
export const employeeCard = { dataElementId: EMPLOYEE_CARD_DATA_ID, render: renderEmployeeCard };
