import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ConfirmDialog } from './confirm-dialog';

function CancelShipment({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel shipment
      </button>
      <ConfirmDialog
        open={open}
        destructive
        title="Cancel this shipment?"
        message="The courier will not pick it up."
        confirmLabel="Yes, cancel it"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

afterEach(resetPortalState);

describe('ConfirmDialog', () => {
  it('opens as an alert dialog with focus on the safe choice, and Escape cancels back to the trigger', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<CancelShipment onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Cancel shipment' });
    await user.click(trigger);

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this shipment?' });
    expect(dialog).toHaveTextContent('The courier will not pick it up.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('runs the action on confirm and closes when it succeeds', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<CancelShipment onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel shipment' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open for another try when the action fails', async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('409'));
    const { user } = renderWithProviders(<CancelShipment onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel shipment' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('uses the translated default texts', async () => {
    renderWithProviders(<ConfirmDialog open onConfirm={jest.fn()} onClose={jest.fn()} />, { language: 'ar' });
    expect(await screen.findByRole('alertdialog', { name: 'هل أنت متأكد؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
