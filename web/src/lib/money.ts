const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Money as the shop writes it (docs/design.md): pounds in, '£12.50' out. */
export const formatPounds = (pounds: number): string => gbp.format(pounds);
