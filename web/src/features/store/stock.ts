/** At or below this many in stock, a product says "Only N left". */
export const FEW_LEFT = 5
