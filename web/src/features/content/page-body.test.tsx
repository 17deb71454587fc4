import { describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { PageBody, parseBody, summary } from './page-body';

const BODY = [
  'Last updated 29/07/2024.',
  'We deliver to the United Kingdom only.\nOrders before 1.00 pm go the same day.',
  '## Tracked with email updates',
  '| Parcel weight | 1-2 business days | 2-4 business days |\n| Up to 2 kg | £5.99 | £3.99 (free over £50) |',
  '- Small parcel: up to 45 × 25 × 16 cm.\n- Medium parcel: up to 61 × 46 × 46 cm.',
  '<script>alert(1)</script> stays text',
].join('\n\n');

describe('footer page bodies', () => {
  test('paragraphs, headings, tables and lists become their elements; markup in a body stays text', () => {
    const { container } = render(<PageBody blocks={parseBody(BODY)} />);
    expect(screen.getByText('Last updated 29/07/2024.')).toBeInTheDocument();
    expect(screen.getByText('We deliver to the United Kingdom only. Orders before 1.00 pm go the same day.').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Tracked with email updates' })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Tracked with email updates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Parcel weight', '1-2 business days', '2-4 business days']);
    expect(within(table).getByRole('rowheader', { name: 'Up to 2 kg' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['£5.99', '£3.99 (free over £50)']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Small parcel: up to 45 × 25 × 16 cm.',
      'Medium parcel: up to 61 × 46 × 46 cm.',
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script> stays text')).toBeInTheDocument();
  });

  test('the description is the first paragraph that is not the update date', () => {
    expect(summary(parseBody(BODY))).toBe('We deliver to the United Kingdom only. Orders before 1.00 pm go the same day.');
    expect(parseBody('')).toEqual([]);
  });
});
