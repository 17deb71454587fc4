import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { showFieldError } from '../../lib/field-error';
import { PasswordFields } from './password-fields';
import { UkAddressFields } from './uk-address-fields';

interface Values {
  newPassword: string;
  confirmPassword: string;
  address: string;
  city: string;
  postcode: string;
}

/** A form with both fieldsets; `refusal` is the server's answer to a send that passed the browser's checks. */
function TestForm({ optional, refusal, sent }: { optional?: boolean; refusal?: { field: keyof Values; message: string }; sent: Values[] }) {
  const form = useForm<Values>({ defaultValues: { newPassword: '', confirmPassword: '', address: '', city: '', postcode: '' } });
  const send = async (values: Values) => {
    sent.push(values);
    await Promise.resolve();
    if (refusal) showFieldError(form, refusal.field, refusal.message);
  };
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate>
      <PasswordFields form={form} names={{ password: 'newPassword', confirm: 'confirmPassword' }} />
      <UkAddressFields form={form} names={{ line1: 'address', city: 'city', postcode: 'postcode' }} optional={optional} />
      <button type="submit">Save</button>
    </form>
  );
}

test("the password fields ask for 8 characters and the same again, in the shop's words", async () => {
  const user = userEvent.setup();
  const sent: Values[] = [];
  render(<TestForm optional sent={sent} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters. New password is required');
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    'At least 8 characters. Password must be at least 8 characters',
  );
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  expect(sent).toEqual([]);
});

test('an optional UK address may be left out, but any part of it typed needs the others and a UK postcode', async () => {
  const user = userEvent.setup();
  const sent: Values[] = [];
  render(<TestForm optional sent={sent} />);
  await user.type(screen.getByLabelText('New password'), 'lavender12');
  await user.type(screen.getByLabelText('Confirm new password'), 'lavender12');
  await user.type(screen.getByLabelText('Postcode (optional)'), 'BFPO 1234');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Address (optional)')).toHaveAccessibleDescription('Address is required');
  expect(screen.getByLabelText('Town or city (optional)')).toHaveAccessibleDescription('Town or city is required');
  expect(screen.getByLabelText('Postcode (optional)')).toHaveAccessibleDescription(expect.stringContaining('Enter a UK postcode'));
  await user.clear(screen.getByLabelText('Postcode (optional)'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toHaveLength(1);
});

test('a required UK address says which part is missing, with the lengths the shop keeps', async () => {
  const user = userEvent.setup();
  render(<TestForm sent={[]} />);
  await user.type(screen.getByLabelText('Address'), 'x'.repeat(201));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address must be at most 200 characters');
  expect(screen.getByLabelText('Town or city')).toHaveAccessibleDescription('Town or city is required');
});

test("the server's refusal of a field is under the field when the field gets the focus", async () => {
  const user = userEvent.setup();
  const sent: Values[] = [];
  render(<TestForm optional refusal={{ field: 'postcode', message: 'We do not deliver to LS99' }} sent={sent} />);
  await user.type(screen.getByLabelText('New password'), 'lavender12');
  await user.type(screen.getByLabelText('Confirm new password'), 'lavender12');
  const postcode = screen.getByLabelText('Postcode (optional)');
  // What a screen reader would read as the focus lands: the texts the field's aria-describedby names.
  const readOnFocus: string[] = [];
  postcode.addEventListener('focus', () =>
    readOnFocus.push(
      (postcode.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('We do not deliver to LS99');
  expect(postcode).toHaveFocus();
  expect(readOnFocus).toEqual(['A UK postcode, like SW1A 1AA. We do not deliver to LS99']);
});
