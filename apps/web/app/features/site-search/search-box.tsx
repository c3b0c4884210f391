import { searchCopy } from "../../content/site-search";
import { MAX_QUERY_LENGTH } from "./search-query";
import styles from "./site-search.module.css";

interface SearchBoxProps {
  /** The input's id, unique on the page. */
  id: string;
}

/** A plain search form that sends its words to the /search page, script or not. */
export function SearchBox({ id }: SearchBoxProps) {
  return (
    <search>
      <form className={styles.form} action="/search" method="get">
        <label className={styles.label} htmlFor={id}>
          {searchCopy.inputLabel}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            placeholder={searchCopy.placeholder}
            required
          />
          <button className={styles.submit} type="submit">
            {searchCopy.submitLabel}
          </button>
        </div>
      </form>
    </search>
  );
}
