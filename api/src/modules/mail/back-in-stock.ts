import { html } from './html';
import { button, heading, link, paragraph, renderLayout, ShopDetails, type MailContent } from './layout';
import type { ShopLinks } from './links';

export interface BackInStockMailData {
  productName: string;
  /** The product page, {PUBLIC_URL}/product/{slug}. */
  productUrl: string;
  /** Removes the alert without signing in: {PUBLIC_URL}/stock-alerts/unsubscribe?token=... */
  unsubscribeUrl: string;
}

/** A back-in-stock alert: the product is in stock again, a button to its page and the link that removes the alert. */
export function backInStockMail(d: BackInStockMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const subject = `Back in stock: ${d.productName}`;
  const news = `${d.productName} is back in stock. Stock can go quickly, so order soon if you would like it.`;
  const once = 'This was a one-off alert: we will not e-mail you about this product again.';
  const unsubscribe = 'Did not ask for this alert? Remove it here:';
  const body = html`${heading('Good news: it is back')} ${paragraph(news)} ${button(d.productUrl, 'See the product')} ${paragraph(once)}
  ${paragraph(html`${unsubscribe} ${link(d.unsubscribeUrl, 'remove this alert')}.`, { small: true })}`;
  return renderLayout({
    shop,
    links,
    subject,
    body,
    preheader: `${d.productName} is back in stock.`,
    text: [news, d.productUrl, once, `${unsubscribe} ${d.unsubscribeUrl}`],
    reason: `You receive this e-mail because this address asked ${shop.shopName} to say when this product is back in stock.`,
  });
}
