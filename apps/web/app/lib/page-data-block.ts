// A server-filled page carries the data it rendered from as a JSON block (not a script: nothing
// runs, and the page's Content-Security-Policy stays as built). The island starts from that block,
// so hydration sees exactly the markup the server sent, and fetches only when the block is missing.

type PageDocument = Pick<Document, "getElementById">;

const currentDocument = (): PageDocument | undefined =>
  typeof document === "undefined" ? undefined : document;

export interface PageDataBlock<Start> {
  /** The first state the server put into this document, if it did and it can be read. */
  read(doc?: PageDocument): Start | undefined;
  /**
   * Removes the block once the island has started from it: the document outlives this page when
   * the visitor navigates in the browser, and a later visit must fetch fresh data.
   */
  drop(doc?: PageDocument): void;
}

/** The block with this element id, read through `startOf` as fetched answers are. */
export function pageDataBlock<Start>(
  id: string,
  startOf: (data: unknown) => Start | undefined,
): PageDataBlock<Start> {
  return {
    read(doc = currentDocument()) {
      const text = doc?.getElementById(id)?.textContent;
      if (!text) return undefined;
      try {
        return startOf(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    drop(doc = currentDocument()) {
      doc?.getElementById(id)?.remove();
    },
  };
}
