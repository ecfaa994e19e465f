/** The places in the side columns a docked media shows in; null where the column is missing (phone) or folded. */
export interface MediaSlotElements {
  readonly left: HTMLElement | null;
  readonly right: HTMLElement | null;
}
