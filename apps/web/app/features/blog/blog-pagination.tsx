import { blogCopy } from "./blog-copy";
import styles from "./blog-reader.module.css";

interface BlogPaginationProps {
  pageCount: number;
  page: number;
  onChoose: (page: number) => void;
}

/** Numbered page buttons, shown only when there is more than one page. */
export function BlogPagination({ pageCount, page, onChoose }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className={styles.pagination} aria-label={blogCopy.pagesLabel}>
      <ul>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={blogCopy.pageButtonLabel(number)}
              aria-current={number === page ? "page" : undefined}
              onClick={() => onChoose(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
