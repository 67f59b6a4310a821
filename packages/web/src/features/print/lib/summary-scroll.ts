/** Spec 1 §2.6: a summary jump leaves 50 px above the document it scrolls to. */
export const SUMMARY_OFFSET = 50;

/** The page offset to scroll to so that an element whose box starts at `elementTop` sits `offset` below the top. */
export const summaryScrollTop = (elementTop: number, scrollY: number, offset = SUMMARY_OFFSET): number =>
  Math.max(0, Math.round(elementTop + scrollY - offset));

/** The id of a document's entry in the print view, the target of its summary link. */
export const printEntryId = (documentId: number): string => `print-${documentId}`;
