/** How many pages the preview reads looking for the selected photo before it gives up and goes back to the list. */
export const maxPagesToFind = 50
