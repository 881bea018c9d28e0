/** Dutch strings of stock (app/modules/catalog/stock*.ts). */
export const catalogMessages = {
  stock: {
    inStock: "Op voorraad",
    low: (n: number) => `Nog ${n} op voorraad`,
    soldOut: "Uitverkocht",
    /** Refused add or quantity change: the product has no stock left for this cart. */
    soldOutAdd: (name: string) => `„${name}” is uitverkocht en kan niet worden besteld.`,
    notEnough: (name: string, stock: number, inCart: number) => {
      const are = stock === 1 ? "is" : "zijn";
      if (inCart === 0)
        return `Er ${are} nog maar ${stock} van „${name}” op voorraad; kies een kleiner aantal.`;
      if (inCart >= stock)
        return `Je winkelmand bevat al alle ${stock} van „${name}” die op voorraad zijn; je kunt er niet meer bijleggen.`;
      return `Er ${are} ${stock} van „${name}” op voorraad en je winkelmand bevat er al ${inCart}; je kunt er nog hoogstens ${stock - inCart} bijleggen.`;
    },
    cartTooMany: (name: string, available: number) =>
      available === 0
        ? `„${name}” is uitverkocht; verwijder het uit je winkelmand.`
        : `Er ${available === 1 ? "is" : "zijn"} nog maar ${available} van „${name}” op voorraad; pas het aantal aan.`,
    checkoutShort: (names: string) =>
      `Niet genoeg op voorraad: ${names}. Pas je winkelmand aan; er is nog niets besteld.`,
    /** Pay-for-order: a bank transfer would place the order for good, but its stock is gone. */
    orderShort: (names: string) =>
      `Niet genoeg op voorraad: ${names}. Je bestelling is niet gewijzigd; neem contact met ons op.`,
  },
} as const;
