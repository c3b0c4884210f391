// Build step: prints every free download (app/content/checklist-documents) to
// <build directory>/client/pdf/<file>.pdf, so the PDFs always match their content files and are
// never committed. Runs after `astro build`, before the post-build compression.

import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { downloadDocuments } from "../app/content/checklist-documents/all-documents";
import { renderDocument } from "./pdf/render-document";

// WEB_BUILD_DIR lets several builds live side by side (same variable as astro.config.ts).
const pdfDir = fileURLToPath(
  new URL(`../${process.env.WEB_BUILD_DIR ?? "build"}/client/pdf/`, import.meta.url),
);

await mkdir(pdfDir, { recursive: true });
for (const document of downloadDocuments) {
  const bytes = await renderDocument(document);
  await writeFile(new URL(`${document.file}.pdf`, `file://${pdfDir}`), bytes);
}
console.log(`generate-pdfs: ${downloadDocuments.length} PDFs written to ${pdfDir}`);
