import { everyShade, withEveryShade } from './listing-url';
import s from './every-shade-toggle.module.css';

/**
 * "Show every shade" on a shade-led listing: off (the default), a card per family with its swatches; on, a card
 * for every shade (`?shades=all`, kept in the URL like the filters).
 */
export function EveryShadeToggle({ params, onApply }: { params: URLSearchParams; onApply: (next: URLSearchParams) => void }) {
  return (
    <label className={s.toggle}>
      <input type="checkbox" checked={everyShade(params)} onChange={(e) => onApply(withEveryShade(params, e.target.checked))} />
      <span>Show every shade</span>
    </label>
  );
}
