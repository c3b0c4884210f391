import { Link } from "react-router";
import { notFoundPage } from "../content/not-found";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: notFoundPage.title },
  { name: "description", content: notFoundPage.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <p className="error-page__code">{notFoundPage.code}</p>
      <h1>{notFoundPage.heading}</h1>
      <p>{notFoundPage.message}</p>
      <Link className="button" to="/index">
        {notFoundPage.homeLabel}
      </Link>
    </main>
  );
}
