import { Fragment, type ReactNode } from 'react';

/**
 * A postal address as an <address> block, one line each: the lines that are empty (an optional second
 * line, a phone not given) are left out, so no blank line shows.
 */
export function PostalAddress({
  lines,
  className,
  label,
}: {
  lines: readonly (ReactNode | null | undefined | false)[];
  className?: string;
  label?: string;
}) {
  const shown = lines.filter((line) => line !== null && line !== undefined && line !== false && line !== '');
  return (
    <address className={className} aria-label={label}>
      {shown.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
