import { afterEach, describe, expect, it, vi } from "vitest";
import { pageDocumentWith, renderInBrowserAt } from "../../lib/test-stubs";
import { EmployeeCard } from "./employee-card";
import {
  dropEmployeeCardData,
  EMPLOYEE_CARD_DATA_ID,
  type EmployeeCardPageData,
  employeeCardStartOf,
  readEmployeeCardStart,
} from "./employee-card-page-data";
import { renderEmployeeCard } from "./render-employee-card";
import { sampleEmployee } from "./sample-employee";

const pageDocument = (json: string | undefined) => pageDocumentWith(EMPLOYEE_CARD_DATA_ID, json);

// A name with markup in it, which must reach the page as text.
const employee = { ...sampleEmployee, name: 'Arjun <script>alert("x")</script> Mehta' };
// The answer of GET /api/getemployee/{phone} as the API sends it, with what the server adds.
const data: EmployeeCardPageData = {
  phone: "+91 98100 12345",
  origin: "http://127.0.0.1:3000",
  answer: { status: 200, data: employee },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the card from the server's data", () => {
  it("is the employee of the answer, read as a fetched answer is", () => {
    expect(employeeCardStartOf(data)).toEqual({
      phone: "+91 98100 12345",
      origin: "http://127.0.0.1:3000",
      employee,
    });
  });

  it("is none when the data cannot be read", () => {
    expect(employeeCardStartOf(undefined)).toBeUndefined();
    expect(employeeCardStartOf({ ...data, answer: { status: 404 } })).toBeUndefined();
    expect(employeeCardStartOf({ ...data, origin: 3 })).toBeUndefined();
  });

  it("is read from the page's JSON block, and dropped once used", () => {
    const doc = pageDocument(JSON.stringify(data));
    expect(readEmployeeCardStart(doc)).toEqual(employeeCardStartOf(data));
    expect(readEmployeeCardStart(pageDocument("<"))).toBeUndefined();
    expect(readEmployeeCardStart(pageDocument(undefined))).toBeUndefined();
    dropEmployeeCardData(doc);
    expect(doc.element?.remove).toHaveBeenCalledOnce();
  });
});

describe("hydrating the server's markup", () => {
  it("renders in the browser exactly what the server sent", () => {
    const serverMarkup = renderEmployeeCard(data);
    expect(serverMarkup).toContain("Arjun &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mehta");
    expect(serverMarkup).toContain(
      'aria-label="QR code of this card&#x27;s address, http://127.0.0.1:3000/empcard/9810012345"',
    );
    vi.stubGlobal("document", pageDocument(JSON.stringify(data)));
    expect(renderInBrowserAt(EmployeeCard, "/empcard/%2B91%2098100%2012345")).toBe(serverMarkup);
  });

  it("starts loading, as the build prerendered it, without the block", () => {
    const loading = renderEmployeeCard();
    expect(loading).toContain("Loading employee details...");
    expect(renderInBrowserAt(EmployeeCard, "/empcard/9810012345")).toBe(loading);
  });
});
