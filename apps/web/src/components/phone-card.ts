/**
 * One row of a table as a card on a phone (docs/product.md, the client's phone): its text on the
 * left, its amount on the right of the first line, so every amount is read without scrolling
 * sideways (a 360 px screen holds no table of five columns). Used as the `sx` of a list item.
 */
export const PHONE_CARD_SX = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 2,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;
