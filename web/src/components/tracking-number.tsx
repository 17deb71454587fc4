/**
 * A parcel's tracking number, linked to the carrier's tracking page when the server gives one
 * (OrderEvent.trackingUrl, from the carrier the dispatch recorded; docs/back-office.md, Settings). No
 * referrer goes with it: an order page's address is nothing the carrier needs.
 */
export function TrackingNumber({ number, url, className }: { number: string; url?: string | null; className?: string }) {
  if (!url) return <strong className={className}>{number}</strong>;
  return (
    <a href={url} rel="noreferrer" className={className}>
      {number}
    </a>
  );
}
