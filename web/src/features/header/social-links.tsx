import { useQuery } from '@apollo/client/react';
import { StoreSocialLinksDocument } from '../../generated/graphql';
import s from './header.module.css';

const SOCIAL_ICONS = {
  Facebook: <path d="M14 8.5h2.5V5H14c-2.2 0-3.5 1.5-3.5 3.6V11H8v3.5h2.5V21H14v-6.5h2.4l.6-3.5h-3V9.3c0-.5.4-.8 1-.8Z" />,
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.6" fill="none" strokeWidth="1.8" />
      <circle cx="16.9" cy="7.1" r="1.1" />
    </>
  ),
} as const;

/**
 * The top bar's two icon links: the shop's Facebook and Instagram pages from Settings, each left out while
 * unset (the legacy shop's two icon links had empty targets: docs/architecture.md).
 */
export function SocialLinks() {
  const { data } = useQuery(StoreSocialLinksDocument);
  const shop = data?.shopSettings;
  const links = (
    [
      ['Facebook', shop?.facebookUrl],
      ['Instagram', shop?.instagramUrl],
    ] as const
  ).filter(([, url]) => !!url);
  if (!shop || links.length === 0) return null;
  return (
    <ul className={s.social}>
      {links.map(([network, url]) => (
        <li key={network}>
          <a href={url!} target="_blank" rel="noopener noreferrer" aria-label={`${shop.shopName} on ${network} (opens in a new tab)`}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0">
              {SOCIAL_ICONS[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
