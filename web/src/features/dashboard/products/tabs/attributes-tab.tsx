import { ATTRIBUTES } from '../product-form-values';
import { useProductFields } from './product-fields';

/** Tab 4: the attribute selects (from the registry) and the finish. */
export function AttributesTab() {
  const { choiceSelect, textInput } = useProductFields();
  return (
    <>
      {ATTRIBUTES.map(([name, label, key]) => choiceSelect(name, label, key))}
      {textInput('finishCoverage', 'Finish / coverage', 'e.g. Matte, full coverage')}
    </>
  );
}
