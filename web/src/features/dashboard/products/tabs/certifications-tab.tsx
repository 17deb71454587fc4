import { CERTIFICATIONS } from '../product-form-values';
import { useProductFields } from './product-fields';
import f from '../product-form.module.css';

/** Tab 10: the certifications, one checkbox each. */
export function CertificationsTab() {
  const { check } = useProductFields();
  return (
    <fieldset className={f.checks}>
      <legend>Certifications</legend>
      {CERTIFICATIONS.map(([name, label]) => check(name, label))}
    </fieldset>
  );
}
