import { PictureFan } from "../picture-fan/picture-fan";
import styles from "./checklist-fan.module.css";
import { ChecklistPreview } from "./checklist-preview";

/** Three downloads' first pages fanned out; the last one in front. */
export function ChecklistFan({ files }: { files: readonly [string, string, string] }) {
  const [left, right, front] = files;
  return (
    <PictureFan>
      <ChecklistPreview className={styles.page} file={left} />
      <ChecklistPreview className={styles.page} file={right} />
      <ChecklistPreview className={styles.page} file={front} />
    </PictureFan>
  );
}
