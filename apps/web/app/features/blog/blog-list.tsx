import type { BlogId, BlogListItem } from "@site/contracts/blog-view";
import { BLOG_PAGE_SIZE } from "@site/contracts/constants";
import { blogMessages } from "@site/contracts/messages";
import { blogCopy } from "./blog-copy";
import styles from "./blog-reader.module.css";
import { formatBlogDate } from "./format-blog-date";

interface BlogListProps {
  /** Undefined while the page is loading. */
  items: BlogListItem[] | undefined;
  selectedId: BlogId | undefined;
  onSelect: (id: BlogId) => void;
}

// A full page of placeholders, each of an item's fixed height, while the list loads: the article
// below (narrow screens) or the page buttons below (wide) do not move when the titles arrive.
const PLACEHOLDERS = Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => `placeholder-${index}`);

/** The page's articles: a column beside the reader, a scrolling row above it on narrow screens. */
export function BlogList({ items, selectedId, onSelect }: BlogListProps) {
  return (
    <section className={styles.listSection} aria-labelledby="blog-list-heading" aria-busy={!items}>
      <h2 id="blog-list-heading" className={styles.listHeading}>
        {blogCopy.listHeading}
      </h2>
      {items?.length === 0 ? <p className={styles.empty}>{blogMessages.noBlogs}</p> : null}
      <ul className={styles.list}>
        {items
          ? items.map((item) => (
              <li key={item.id} className={styles.listItem}>
                <button
                  type="button"
                  className={styles.listButton}
                  aria-current={String(item.id) === String(selectedId) ? "true" : undefined}
                  onClick={() => onSelect(item.id)}
                >
                  <span className={styles.listTitle}>{item.blogtitle}</span>
                  <span className={styles.listMeta}>
                    {item.author}
                    {item.pubdate ? ` · ${formatBlogDate(item.pubdate)}` : null}
                  </span>
                </button>
              </li>
            ))
          : PLACEHOLDERS.map((key, index) => (
              <li key={key} className={`${styles.listItem} ${styles.placeholder}`}>
                {/* Inside the first placeholder, so it takes no line of its own that would go. */}
                {index === 0 ? (
                  <p role="status" className={styles.status}>
                    {blogCopy.loadingList}
                  </p>
                ) : null}
              </li>
            ))}
      </ul>
    </section>
  );
}
