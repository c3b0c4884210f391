import { company } from "../../content/company";
import styles from "./brand-logo.module.css";

/** The firm's mark and short name; the SVG is decorative because the name follows it. */
export function BrandLogo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0a4fa3" />
        <path d="M9 8v16M9 16l9-8M9 16l9 8" stroke="#fff" strokeWidth="3" fill="none" />
        <circle cx="23" cy="16" r="3" fill="#f59e0b" />
      </svg>
      <span className={styles.name}>{company.shortName}</span>
    </span>
  );
}
