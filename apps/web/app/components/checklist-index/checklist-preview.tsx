import { CHECKLIST_PREVIEW_SIZE, checklistPreviewHref } from "../../content/checklist-preview";

interface ChecklistPreviewProps {
  /** The download's PDF name, as in checklist-documents/. */
  file: string;
  className?: string;
  /** Empty where the card's heading already says what the picture shows. */
  alt?: string;
  /** Above the fold: fetched at once instead of when scrolled near. */
  eager?: boolean;
}

/** The top of a download's first page, rendered from its PDF at build. */
export function ChecklistPreview({
  file,
  className,
  alt = "",
  eager = false,
}: ChecklistPreviewProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={checklistPreviewHref(file, "avif")} />
      <img
        className={className}
        src={checklistPreviewHref(file, "webp")}
        width={CHECKLIST_PREVIEW_SIZE.width}
        height={CHECKLIST_PREVIEW_SIZE.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
