// Build step: renders the top of each download's first page, from the PDF the build has just
// printed, to <build directory>/client/checklist-previews/<file>.{avif,webp}. The picture beside
// a checklist is then the document itself, never a drawing that could drift from it.
// Runs after generate-pdfs.ts.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { downloadDocuments } from "../app/content/checklist-documents/all-documents";
import { CHECKLIST_PREVIEW_SIZE } from "../app/content/checklist-preview";

const clientDir = new URL(`../${process.env.WEB_BUILD_DIR ?? "build"}/client/`, import.meta.url);
const previewDir = new URL("checklist-previews/", clientDir);
// pdf.js draws the PDF's standard fonts (Helvetica and friends) from these files.
const standardFontDataUrl = fileURLToPath(
  new URL("../../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url),
);

async function renderTopOfFirstPage(pdfBytes: Uint8Array) {
  const pdf = await getDocument({ data: pdfBytes, standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(1);
    const scale = CHECKLIST_PREVIEW_SIZE.width / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale });
    // The canvas is shorter than the page: what falls below it is simply not drawn.
    const canvas = createCanvas(CHECKLIST_PREVIEW_SIZE.width, CHECKLIST_PREVIEW_SIZE.height);
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return {
      avif: await canvas.encode("avif", { quality: 62 }),
      webp: await canvas.encode("webp", 82),
    };
  } finally {
    await pdf.destroy();
  }
}

await mkdir(previewDir, { recursive: true });
for (const document of downloadDocuments) {
  const pdfBytes = new Uint8Array(await readFile(new URL(`pdf/${document.file}.pdf`, clientDir)));
  const { avif, webp } = await renderTopOfFirstPage(pdfBytes);
  await writeFile(new URL(`${document.file}.avif`, previewDir), avif);
  await writeFile(new URL(`${document.file}.webp`, previewDir), webp);
}
console.log(
  `render-checklist-previews: ${downloadDocuments.length} previews written to ${fileURLToPath(previewDir)}`,
);
