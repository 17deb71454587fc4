import { expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BusyButton } from './busy-button';

/** A form whose save runs until `finish` is called, like one waiting for the server. */
function SlowForm({ onSave }: { onSave: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
        setBusy(true);
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <BusyButton type="submit" busy={busy}>
        {busy ? 'Saving…' : 'Save'}
      </BusyButton>
    </form>
  );
}

test('while its save runs, the button keeps the keyboard focus, says it is busy, and Enter or a press sends nothing twice', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(<SlowForm onSave={onSave} />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const saving = screen.getByRole('button', { name: 'Saving…' });
  expect(saving).toHaveFocus();
  expect(saving).toHaveAttribute('aria-disabled', 'true');
  expect(saving).toHaveAttribute('aria-busy', 'true');
  await user.keyboard('{Enter}');
  await user.click(saving);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rose{Enter}');
  expect(onSave).toHaveBeenCalledTimes(1);
});
