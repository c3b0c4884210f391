import styles from "./checklist-fan.module.css";
import { ChecklistPreview } from "./checklist-preview";

/** Three downloads' first pages fanned out, as they would lie on a desk. */
export function ChecklistFan({ files }: { files: readonly [string, string, string] }) {
  return (
    <div className={styles.fan}>
      {files.map((file, index) => (
        <ChecklistPreview key={file} className={styles[`sheet${index + 1}`]} file={file} eager />
      ))}
    </div>
  );
}
