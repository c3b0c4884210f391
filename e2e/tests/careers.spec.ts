import { expect, type Page, test } from "@playwright/test";
import { basicAuth, postCandidateLead } from "./admin-public-api";
import { dropSaves, expectMessagesInOrder, refuseSaves } from "./lead-forms";
import { leadsFor, resumeOf, uniqueEmail } from "./leads-db";

// The careers page (/job-portal) and the job application (/apply-job): postings, the preselected
// position, the rules in order, the resume checks in the browser and on the server, and the
// SaveCandidate + SaveCandResume pair landing a lead and its resume.

const RESUME_LIMIT = 5 * 1024 * 1024;
const pdfBytes = (size = 0) => {
  const start = Buffer.from("%PDF-1.4\n% application\n");
  return size > start.length
    ? Buffer.concat([start, Buffer.alloc(size - start.length, 32)])
    : start;
};

const applicationForm = (page: Page) => page.getByRole("form", { name: "Your application" });
const submitButton = (page: Page) =>
  applicationForm(page).getByRole("button", { name: "Submit Application" });
const resumeInput = (page: Page) => applicationForm(page).getByLabel("Resume (PDF)");
const chosenFiles = (page: Page) =>
  resumeInput(page).evaluate((input: HTMLInputElement) => input.files?.length);

async function openApplication(page: Page) {
  await page.goto("/apply-job");
  // Hydration and the IP lookup can take a while when the upload tests load the server.
  await expect(submitButton(page)).toBeEnabled({ timeout: 15_000 });
}

type Candidate = Partial<
  Record<"fullname" | "emailid" | "phoneno" | "totexp" | "canddet", string>
> & {
  job?: string;
};

async function fillApplication(page: Page, candidate: Candidate) {
  const form = applicationForm(page);
  await form.getByLabel("Full name").fill(candidate.fullname ?? "");
  await form.getByLabel("Email").fill(candidate.emailid ?? "");
  await form.getByLabel("Phone number").fill(candidate.phoneno ?? "");
  await form.getByLabel("Total experience (years)").fill(candidate.totexp ?? "");
  await form.getByLabel("Position applied for").selectOption(candidate.job ?? "");
  await form.getByLabel("About you").fill(candidate.canddet ?? "");
}

const candidate = (emailid: string): Candidate => ({
  fullname: "Aditya Kumar",
  emailid,
  phoneno: "9810012345",
  totexp: "3.5",
  job: "Full Stack Developer",
});

test.describe("careers page", () => {
  test("lists the four positions with their facts, each linking to its own page", async ({
    page,
  }) => {
    await page.goto("/job-portal");
    for (const [title, slug] of [
      ["Full Stack Developer", "full-stack-developer"],
      ["Business Development Executive", "business-development-executive"],
      ["Sales Intern (exhibition application promotion)", "sales-intern"],
      ["Mechatronics Interns", "mechatronics-interns"],
    ] as const) {
      const heading = page.getByRole("heading", { name: title, exact: true });
      await expect(heading).toBeVisible();
      await expect(heading.getByRole("link")).toHaveAttribute("href", `/job-portal/${slug}`);
    }
    await expect(page.getByText("On-site at exhibition venues in Delhi/NCR")).toBeVisible();
    // In the postings themselves, not the picture beside the introduction.
    await expect(
      page.getByRole("article").getByText("6 months-1.5 years", { exact: true }),
    ).toHaveCount(2);
  });

  test("shows each posting as a summary that opens to its full text", async ({ page }) => {
    await page.goto("/job-portal");
    const posting = page.getByRole("article", { name: "Full Stack Developer" });
    await expect(posting.getByText("New Delhi / Remote")).toBeVisible();
    await expect(posting.getByRole("heading", { name: "Responsibilities" })).toBeHidden();
    // Closed, the full text is still in the page.
    expect(await page.content()).toContain(
      "Integrate third-party APIs, payment gateways and AI services",
    );
    await posting.getByText("Full job description").click();
    await expect(posting.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
    await expect(
      posting.getByText("Integrate third-party APIs, payment gateways and AI services"),
    ).toBeVisible();
    await expect(
      posting.getByRole("link", { name: "Apply Now for Full Stack Developer" }),
    ).toBeVisible();
  });

  test("'Apply Now' opens the application at the top with the position chosen", async ({
    page,
  }) => {
    await page.goto("/job-portal");
    await page
      .getByRole("link", { name: "Apply Now for Sales Intern (exhibition application promotion)" })
      .click();
    await expect(page).toHaveURL(/\/apply-job\?job=Sales\+Intern$/);
    await expect(applicationForm(page).getByLabel("Position applied for")).toHaveValue(
      "Sales Intern",
    );
    // The site scrolls smoothly for visitors who have not asked for reduced motion.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("job application", () => {
  test("checks the rules in order", async ({ page }) => {
    await openApplication(page);
    const alert = applicationForm(page).getByRole("alert");
    const steps: [Candidate, string][] = [
      [{ ...candidate("a@example.com"), totexp: "" }, "Please fill all required fields"],
      [
        candidate("a@example.com"),
        "Please either upload your resume or provide your details in the text area",
      ],
      [
        { ...candidate("a.example.com"), canddet: "React and Node" },
        "Please enter a valid email address",
      ],
      [
        { ...candidate("a@example.com"), phoneno: "98-10", canddet: "React and Node" },
        "Please enter a valid phone number",
      ],
    ];
    await expectMessagesInOrder(
      alert,
      steps,
      async ([values]) => {
        await fillApplication(page, values);
        await submitButton(page).click();
      },
      () => expect(alert).toBeInViewport(),
    );
  });

  test("refuses a large or non-PDF resume as soon as it is chosen", async ({ page }) => {
    await openApplication(page);
    const alert = applicationForm(page).getByRole("alert");
    await resumeInput(page).setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(RESUME_LIMIT + 1),
    });
    await expect(alert).toHaveText("File size exceeds 5MB limit");
    expect(await chosenFiles(page)).toBe(0);

    await resumeInput(page).setInputFiles({
      name: "resume.pdf",
      mimeType: "text/plain",
      buffer: Buffer.from("Aditya Kumar, full stack developer"),
    });
    await expect(alert).toHaveText("Please upload only PDF files");
    expect(await chosenFiles(page)).toBe(0);
  });

  test("shows the server's refusal of a text file named .pdf and clears it", async ({ page }) => {
    await openApplication(page);
    await fillApplication(page, candidate(uniqueEmail("fake-pdf")));
    await resumeInput(page).setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not really a PDF"),
    });
    await submitButton(page).click();
    await expect(applicationForm(page).getByRole("alert")).toHaveText(
      "Please upload only PDF files",
    );
    expect(await chosenFiles(page)).toBe(0);
  });

  test("shows a red banner when the application cannot be saved", async ({ page }) => {
    await openApplication(page);
    const email = uniqueEmail("candidate-fail");
    await refuseSaves(page, "SaveCandidate");
    await fillApplication(page, { ...candidate(email), canddet: "Five years of React" });
    await submitButton(page).click();
    const alert = applicationForm(page).getByRole("alert");
    await expect(alert).toHaveText("Failed to submit your application. Please try again later.");

    await dropSaves(page, "SaveCandidate");
    await submitButton(page).click();
    await expect(alert).toHaveText("No response from the server.");
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("saves the candidate and the resume bytes, then offers another application", async ({
    page,
  }) => {
    await openApplication(page);
    const email = uniqueEmail("candidate");
    const resume = pdfBytes(40_000);
    await fillApplication(page, { ...candidate(email), job: "Mechatronics Interns" });
    await resumeInput(page).setInputFiles({
      name: "aditya.pdf",
      mimeType: "application/pdf",
      buffer: resume,
    });
    await submitButton(page).click();

    const banner = page.getByRole("status").filter({ hasText: "Thank you for your application!" });
    await expect(banner).toContainText(
      "Thank you for your application! We will review your details and contact you soon.",
    );
    await expect(banner).toBeInViewport();
    const [lead] = leadsFor(email);
    await expect(banner.getByText(/^Your reference:/).locator("strong")).toHaveText(
      lead?.reference ?? "no reference stored",
    );
    expect(lead).toMatchObject({
      kind: "candidate",
      offer: "Mechatronics Interns",
      name: "Aditya Kumar",
    });
    expect(resumeOf(lead?.id ?? 0)?.equals(resume)).toBe(true);

    await page.getByRole("button", { name: "Apply for Another Position" }).click();
    await expect(banner).toBeHidden();
    await expect(applicationForm(page).getByLabel("Full name")).toHaveValue("");
    expect(await chosenFiles(page)).toBe(0);
  });
});

test.describe("resume upload on the server", () => {
  const refusals = [
    {
      title: "refuses a file over 5 MiB with 413",
      resume: { name: "big.pdf", buffer: pdfBytes(RESUME_LIMIT + 1) },
      status: 413,
      message: "File size exceeds 5MB limit",
    },
    {
      title: "refuses a text file named .pdf with 415",
      resume: { name: "notes.pdf", buffer: Buffer.from("plain text") },
      status: 415,
      message: "Please upload only PDF files",
    },
  ];

  for (const { title, resume, status, message } of refusals) {
    test(title, async ({ request }) => {
      const candid = await postCandidateLead(request, {
        name: "Neha Singh",
        email: uniqueEmail("upload"),
      });
      const response = await request.post("/api/SaveCandResume", {
        headers: { Authorization: basicAuth },
        multipart: { candid, resume: { ...resume, mimeType: "application/pdf" } },
      });
      expect(response.status()).toBe(status);
      expect((await response.json()).message).toBe(message);
    });
  }
});
