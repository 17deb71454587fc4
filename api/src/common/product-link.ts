/**
 * One attribute set a product links to (its `<field>Id` column on the product). The admin product form,
 * the storefront listing filter and its filter panel, the product's GraphQL fields, the legacy REST filter
 * rows and field names and the web's URL groups are all built from the list of them, PRODUCT_LINKS in
 * modules/attributes/product-links.ts (docs/recipes/add-attribute-set.md). The shape and the names derived from it
 * live here, so that a layer reading the list without knowing the modules (the legacy REST table) can name them.
 */
export interface ProductLink<Entity = unknown> {
  /**
   * The storefront's name for it: the URL parameter (`?brand=CODE`), the key of `filterOptions.attributes`
   * and `attributeCodes`, and the stem of the legacy names (`brandCodes`, `brands`, `brandCode`).
   */
  key: string;
  /** The product's relation and GraphQL field (`itemType`); the column is `<field>Id`. */
  field: string;
  /** The set's entity (an AttributeEntity). */
  entity: new () => Entity;
  /** Shopper-facing heading in British English (the filter panel, the product form). */
  label: string;
  /** The admin form's label when it differs from `label`. */
  formLabel?: string;
  /** The CRUD descriptor's label (schema descriptions and messages) when it differs from `label`. */
  crudLabel?: string;
  /** Whether shoppers may see it: public ones get a product field and a product-form select in any tab. */
  access: 'public' | 'staff';
  /**
   * Listings can be filtered by it (a listing filter field, a `filterOptions` list, a `/filter/<key>` REST row); shoppers
   * see it in the storefront's filter panel only when it is also `public` (SHOPPER_FILTER_LINKS).
   */
  filter: boolean;
  /** Its options carry the swatch colour (`hexCode`). */
  hasHex?: boolean;
  /** The legacy `/filter/shade` row takes BrandSlug and narrows the list to the brand's products. */
  narrowedByBrand?: boolean;
  /** Where the admin product form shows its select: the Attributes tab (the default), or placed by hand elsewhere. */
  form?: 'attributes' | 'own';
  /** Legacy REST names: the product's code field (`BrandCode`) and the names of an option's name in `/filter/<key>`. */
  legacy?: { code: string; names: string[] };
  /** Schema descriptions kept from before the registry: the product field, the options list, the codes field. */
  notes?: { link?: string; options?: string; codes?: string };
}

/** The product column of a link (`itemTypeId`). */
export const columnOf = (l: ProductLink) => `${l.field}Id`;
/** The legacy listing filter field of a link (`typeCodes`). */
export const codesFieldOf = (l: ProductLink) => `${l.key}Codes`;
/** The legacy `filterOptions` list of a link (`types`). */
export const optionsFieldOf = (l: ProductLink) => `${l.key}s`;
/** The product form's field for the legacy code (`typeCode`). */
export const codeFieldOf = (l: ProductLink) => `${l.key}Code`;
