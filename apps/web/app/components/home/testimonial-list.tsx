import { testimonials } from "../../content/home";
import styles from "./home.module.css";

export function TestimonialList() {
  return (
    <section
      id={testimonials.id}
      className={styles.testimonials}
      aria-labelledby="testimonials-heading"
    >
      <h2 id="testimonials-heading">{testimonials.heading}</h2>
      <ul className={styles.testimonialList}>
        {testimonials.items.map((item) => (
          <li key={item.id}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <strong>{item.name}</strong>
                <span>
                  {item.role}, {item.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
