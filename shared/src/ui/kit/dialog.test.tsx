import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Portal } from '@portal/shared/ui/core';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, Drawer } from './dialog';

afterEach(resetPortalState);

/** A form in a dialog or drawer, opened by a button and closed by its own Save button. */
function EditAddress({
  kit,
  finalFocus,
}: {
  kit: typeof Dialog | typeof Drawer;
  finalFocus?: () => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit address</Button>
      <Button>Elsewhere</Button>
      <kit.Root open={open} onOpenChange={(details) => setOpen(details.open)} finalFocusEl={finalFocus}>
        <Portal>
          <kit.Backdrop />
          <kit.Positioner>
            <kit.Content>
              <kit.Title>Edit the address</kit.Title>
              <Button onClick={() => setOpen(false)}>Save</Button>
            </kit.Content>
          </kit.Positioner>
        </Portal>
      </kit.Root>
    </>
  );
}

function ConfirmDelete() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit address</Button>
      <ConfirmDialog open={open} confirmLabel="Save" onConfirm={() => setOpen(false)} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Opens with the opener focused and closes with Save before any animation frame has run (zag's focus
 * trap notes the opener in one), as a quick keyboard or a loaded machine does; then lets the frames run.
 */
async function openAndSaveWithinAFrame() {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  try {
    const opener = screen.getByRole('button', { name: 'Edit address' });
    opener.focus();
    fireEvent.click(opener);
    const save = await screen.findByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
  } finally {
    raf.mockRestore();
  }
  act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
}

describe('Dialog and Drawer give focus back to their opener', () => {
  it.each([
    ['a dialog', <EditAddress key="dialog" kit={Dialog} />],
    ['a drawer', <EditAddress key="drawer" kit={Drawer} />],
    ['a confirmation', <ConfirmDelete key="confirm" />],
  ])('%s closed before it took focus', async (_name, ui) => {
    renderWithProviders(ui);
    await openAndSaveWithinAFrame();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit address' })).toHaveFocus());
  });

  it("leaves a caller's own final focus in place", async () => {
    renderWithProviders(
      <EditAddress kit={Dialog} finalFocus={() => screen.getByRole('button', { name: 'Elsewhere' })} />,
    );
    await openAndSaveWithinAFrame();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus());
  });
});
