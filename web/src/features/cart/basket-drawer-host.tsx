import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { onAddedToBasket, type AddedToBasket } from '../../lib/added-to-basket';
import { notify } from '../../lib/notify';

interface DrawerProps {
  added: AddedToBasket;
  open: boolean;
  onClose: () => void;
}

/** When the drawer's chunk cannot load (offline, a new deploy), the shopper is still told what was added. */
function ToldInstead({ added, onClose }: DrawerProps): null {
  useEffect(() => {
    void notify(`${added.quantity} × ${added.productName} added to your basket`);
    onClose();
  }, [added, onClose]);
  return null;
}

const BasketDrawer = lazy((): Promise<{ default: ComponentType<DrawerProps> }> =>
  import('./basket-drawer').then(
    (m) => ({ default: m.BasketDrawer }),
    () => ({ default: ToldInstead }),
  ),
);

/**
 * Mounted once by the storefront layout: a product added anywhere (product page, product card) opens the
 * basket drawer, whose code is a chunk of its own loaded on the first add.
 */
export function BasketDrawerHost() {
  const [added, setAdded] = useState<AddedToBasket | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(
    () =>
      onAddedToBasket((next) => {
        setAdded(next);
        setOpen(true);
      }),
    [],
  );
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      <BasketDrawer added={added} open={open} onClose={close} />
    </Suspense>
  );
}
