import { screen, waitFor, within } from '@testing-library/react';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui/core';
import registration from '../../../register';
import { REASON_MAX_LENGTH, ReasonDialog } from './reason-dialog';

beforeAll(() => loadRemoteTranslations(registration));
afterEach(resetPortalState);

function renderDialog(onSubmit = jest.fn().mockResolvedValue(undefined), language?: 'en' | 'ar') {
  const view = renderWithProviders(
    <>
      <Button colorPalette="red">Red reference</Button>
      <Button>Plain reference</Button>
      <ReasonDialog
        open
        title="Reject “Acme”"
        label="Reason"
        helperText="The person who applied sees this reason. At most 500 characters."
        submitLabel="Reject"
        successText="Rejected"
        failureText="Failed to reject"
        onSubmit={onSubmit}
        onClose={jest.fn()}
      />
    </>,
    { language },
  );
  return { ...view, onSubmit, dialog: screen.getByRole('dialog', { name: 'Reject “Acme”' }) };
}

describe('ReasonDialog', () => {
  it('confirms with a red button, like the action that opened it', async () => {
    const { dialog } = renderDialog();
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect(submit.className).toBe(screen.getByRole('button', { name: 'Red reference' }).className);
    expect(submit.className).not.toBe(screen.getByRole('button', { name: 'Plain reference' }).className);
  });

  it('names the limit when the reason is too long, instead of a bare "too long"', async () => {
    const { user, dialog, onSubmit } = renderDialog();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(within(dialog).getByText(/At most 500 characters/)).toBeInTheDocument();
    await user.click(reason);
    await user.paste('x'.repeat(REASON_MAX_LENGTH + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // 500 characters (and blanks around them) are fine: sent trimmed.
    await user.clear(reason);
    await user.paste(`  ${'y'.repeat(REASON_MAX_LENGTH)}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('y'.repeat(REASON_MAX_LENGTH)));
  });

  it('names the limit in Arabic too', async () => {
    const { user, dialog } = renderDialog(undefined, 'ar');
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('x'.repeat(REASON_MAX_LENGTH + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('500 حرف على الأكثر')).toBeInTheDocument();
  });
});
