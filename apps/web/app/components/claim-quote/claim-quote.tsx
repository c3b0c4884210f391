import styles from "./claim-quote.module.css";

interface ClaimQuoteProps {
  quote: string;
  name: string;
  role: string;
}

/** One client's words about a result, set apart from the page's running text. */
export function ClaimQuote({ quote, name, role }: ClaimQuoteProps) {
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>, {role}
      </figcaption>
    </figure>
  );
}
