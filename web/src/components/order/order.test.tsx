import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { OrderStatusPill } from './order-status-pill';
import { PostalAddress } from './postal-address';

test("a status pill says the shop's word for the status or history entry, the colour only beside it", () => {
  render(
    <ul>
      {['pending', 'dispatched', 'refunded', 'return-requested', 'part-refunded'].map((status) => (
        <li key={status}>
          <OrderStatusPill status={status} />
        </li>
      ))}
    </ul>,
  );
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Pending',
    'Dispatched',
    'Refunded',
    'Return requested',
    'Partly refunded',
  ]);
});

test('a postal address has one line each and leaves out the empty ones', () => {
  render(<PostalAddress label="Delivery" lines={['Ada Lovelace', '1 Park Row', null, '', 'Leeds', 'LS1 5AB', undefined]} />);
  const address = screen.getByRole('group', { name: 'Delivery' });
  expect(address.innerHTML).toBe('Ada Lovelace<br>1 Park Row<br>Leeds<br>LS1 5AB');
});
