import { describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { PromotionTilesForm } from './promotion-tiles-form';

const tile = (slot: number, fileName: string | null, imageAlt: string | null) => ({
  __typename: 'PromotionTile',
  id: slot,
  slot,
  fileName,
  imageWidth: fileName ? 1200 : null,
  imageHeight: fileName ? 600 : null,
  imageAlt,
});

function renderTiles(set: (variables: Record<string, unknown>) => Answer) {
  let tiles = [tile(1, 'ebin.webp', 'Ebin tins on a shelf')];
  const server = fakeServer((name, variables) => {
    if (name === 'AdminPromotionTiles') return { data: { promotionTiles: tiles } };
    if (name === 'AdminSetPromotionTile') {
      const answer = set(variables);
      if ('data' in answer) tiles = [tiles[0], answer.data.setPromotionTile as ReturnType<typeof tile>];
      return answer;
    }
    return { errors: [{ message: `unexpected ${name}` }] };
  });
  render(withProviders(server.client, '/dashboard/settings', <PromotionTilesForm />));
  return server;
}

describe('Settings: the home page promotion tiles', () => {
  test('each tile shows its current picture and description; a description without a picture saves, a missing one is asked for under its field', async () => {
    const server = renderTiles((variables) => ({
      data: { setPromotionTile: tile(2, null, (variables.input as { imageAlt: string | null }).imageAlt) },
    }));
    const first = await screen.findByRole('form', { name: 'Promotion tile 1: Ebin Best Seller' });
    expect(within(first).getByRole('img', { name: 'Preview of the image' }).getAttribute('src')).toBe('/uploads/banner/ebin.webp');
    expect((within(first).getByLabelText('Picture description') as HTMLInputElement).value).toBe('Ebin tins on a shelf');

    await userEvent.clear(within(first).getByLabelText('Picture description'));
    await userEvent.click(within(first).getByRole('button', { name: 'Save tile 1' }));
    expect(within(first).getByText('Image description is required: say what the picture shows')).toBeTruthy();
    expect(within(first).getByLabelText('Picture description').getAttribute('aria-invalid')).toBe('true');
    expect(server.received.filter((r) => r.operationName === 'AdminSetPromotionTile')).toEqual([]);

    const second = screen.getByRole('form', { name: 'Promotion tile 2: Dressmaker European Hair Extensions' });
    expect(within(second).queryByRole('button', { name: 'Remove picture' })).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Save tile 2' }));
    await waitFor(() =>
      expect(server.received.filter((r) => r.operationName === 'AdminSetPromotionTile')).toEqual([
        { operationName: 'AdminSetPromotionTile', variables: { slot: 2, input: { image: null, removeImage: false, imageAlt: null } } },
      ]),
    );
  });

  test("the server's refusal is shown: a field's under that field, anything else in the tile's alert", async () => {
    let answer: Answer = { errors: [{ message: 'Failed to update promotion tile', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    renderTiles(() => answer);
    const first = await screen.findByRole('form', { name: 'Promotion tile 1: Ebin Best Seller' });
    await userEvent.click(within(first).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(within(first).getByRole('alert').textContent).toBe('Failed to update promotion tile'));
    answer = {
      errors: [{ message: 'Image description must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT', field: 'imageAlt' } }],
    };
    await userEvent.click(within(first).getByRole('button', { name: 'Save tile 1' }));
    await waitFor(() => expect(within(first).getByText('Image description must be at most 200 characters')).toBeTruthy());
  });
});
