import { useProductFields } from './product-fields';
import s from '../../admin.module.css';

/** Tab 11: the stock, where it is kept and where it came from. */
export function StockTab() {
  const { field, number, textInput, choiceSelect } = useProductFields();
  return (
    <>
      {field(
        'stockQuantity',
        'Stock quantity',
        (p) => (
          <input {...p} className={s.input} inputMode="numeric" {...number('stockQuantity')} />
        ),
        'The saleable stock; a change made here is kept in the stock ledger as an adjustment',
      )}
      {textInput('shelfCode', 'Shelf')}
      {choiceSelect('productLocationId', 'Location', 'productLocations')}
      {choiceSelect('vendorId', 'Vendor', 'vendors')}
      {choiceSelect('productClassId', 'Product class', 'productClasses')}
      {textInput('batchNumber', 'Batch number')}
      {textInput('expiryDate', 'Expiry date', undefined, 'date')}
    </>
  );
}
