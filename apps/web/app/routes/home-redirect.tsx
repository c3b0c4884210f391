import { redirect } from "react-router";

// The server answers `/` with a 301 to `/index`; this only handles in-app navigation to `/`.
export function clientLoader() {
  return redirect("/index");
}

export default function HomeRedirect() {
  return null;
}
