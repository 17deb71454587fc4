import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatPounds } from '../../lib/money';
import type { OptionGroup, SearchOption, SuggestedProduct } from './search-options';
import s from './search-overlay.module.css';

/** The id of an option of the list, for the input's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

function ProductOption({ product, name }: { product: SuggestedProduct; name: string }) {
  const discounted = product.discountInPercent > 0;
  return (
    <>
      <span className={s.image}>
        {product.gallery[0] && <img src={paths.upload('products', product.gallery[0])} alt="" width={48} height={48} loading="lazy" />}
      </span>
      <span className={s.text}>
        <span className={s.name}>{name}</span>
        <span className={s.prices}>
          {discounted && (
            <s className={s.was}>
              <span className="visually-hidden">Was </span>
              {formatPounds(product.salePrice)}
            </s>
          )}
          <span className={discounted ? s.now : undefined}>
            {discounted && <span className="visually-hidden">Now </span>}
            {formatPounds(discounted ? product.discountedPrice : product.salePrice)}
          </span>
          {discounted && <span className={s.off}>{product.discountInPercent}% OFF</span>}
        </span>
      </span>
    </>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  if (option.kind === 'product') return <ProductOption product={option.product} name={option.name} />;
  return (
    <span className={s.text}>
      <span className={s.name}>{option.name}</span>
      {option.kind === 'page' && <span className={s.note}>{option.note}</span>}
    </span>
  );
}

/**
 * The combobox's list: groups of options, each a link (so a pointer opens it as any link) that the keyboard
 * reaches through the input's aria-activedescendant, never by Tab.
 */
export function SearchSuggestionList({
  id,
  label,
  groups,
  active,
  onChoose,
}: {
  id: string;
  label: string;
  groups: OptionGroup[];
  active: number;
  onChoose: (option: SearchOption) => void;
}) {
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label={label} className={s.listbox}>
      {groups.map((group) => {
        const titleId = `${id}-${group.title.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <div key={group.title} role="group" aria-labelledby={titleId} className={s.group}>
            <div id={titleId} className={s.groupTitle}>
              {group.title}
            </div>
            {group.options.map((option) => {
              const at = index++;
              return (
                <Link
                  key={option.key}
                  id={optionId(id, at)}
                  role="option"
                  aria-selected={at === active}
                  tabIndex={-1}
                  to={option.href}
                  className={`${s.option} ${option.kind === 'product' ? s.productOption : ''}`}
                  onClick={() => onChoose(option)}
                >
                  <OptionContent option={option} />
                </Link>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
