/** A footer page's storefront path, /{FooterSubtitle}/{FooterSubtitleSlug}, as a valid URL path (web/src/config/paths.ts does the same). */
export function encodeFooterPath(subtitle: string, slug: string): string {
  return encodeURI(`/${subtitle}/${slug}`);
}

/** Storefront addresses the mails link to, on the shop's PUBLIC_URL. */
export function shopLinks(publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    home: origin,
    account: `${origin}/account`,
    contact: `${origin}${encodeFooterPath('Contact Us', 'contact-us')}`,
    returns: `${origin}${encodeFooterPath('Return & Refunds', 'return-refunds')}`,
    faq: `${origin}${encodeFooterPath('Faq', 'faq')}`,
    contactInbox: `${origin}/dashboard/contact-messages`,
    resetPassword: (token: string) => `${origin}/reset-password#token=${token}`,
  };
}

export type ShopLinks = ReturnType<typeof shopLinks>;
