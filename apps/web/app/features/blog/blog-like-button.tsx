import { blogCopy } from "./blog-copy";
import styles from "./blog-reader.module.css";

interface BlogLikeButtonProps {
  likes: number;
  liked: boolean;
  onLike: () => void;
}

/** One like per article and visit; pressed once the visitor has liked it. */
export function BlogLikeButton({ likes, liked, onLike }: BlogLikeButtonProps) {
  return (
    <button
      type="button"
      className={styles.likeButton}
      aria-pressed={liked}
      aria-label={blogCopy.likeLabel(likes)}
      onClick={onLike}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{blogCopy.likeText}</span>
      {likes > 0 ? <span className={styles.likeCount}>{likes}</span> : null}
    </button>
  );
}
