/** The rendered top of a download's first page, in pixels: twice the widest it is shown. */
export const CHECKLIST_PREVIEW_SIZE = { width: 640, height: 560 } as const;

/** Where the build writes a download's preview (scripts/render-checklist-previews.ts). */
export const checklistPreviewHref = (file: string, format: "avif" | "webp") =>
  `/checklist-previews/${file}.${format}`;
