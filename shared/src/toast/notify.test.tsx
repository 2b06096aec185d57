import { act, render, screen, waitFor } from '@testing-library/react';
import { finishLeavingToasts } from '@portal/shared/testing';
import { ApiError } from '../api/api-error';
import { changeLanguage } from '../i18n/add-translations';
import { apiErrorMessage, dismissErrorToasts, notify, notifyApiError } from './notify';
import { ToastHost } from './toast-host';

async function showToast(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('toasts', () => {
  it("shows the server's message for a failed call", async () => {
    render(<ToastHost />);
    await showToast(() =>
      notifyApiError(new ApiError(409, 'CONFLICT', 'This address is used by a shipment'), 'Failed to delete address'),
    );
    expect(await screen.findByText('This address is used by a shipment')).toBeInTheDocument();
  });

  it('says a refusal\'s own reasons rather than "Some fields are not valid"; a file\'s row problems keep the summary', () => {
    const fields = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
      { field: 'dateTo', message: 'The period may be at most 1100 days' },
    ]);
    expect(apiErrorMessage(fields, 'Failed to load the report')).toBe('The period may be at most 1100 days');
    const rows = new ApiError(400, 'VALIDATION_FAILED', 'Some rows are not valid', [
      { row: 3, column: 'city', message: 'Nothing with this name exists' },
    ]);
    expect(apiErrorMessage(rows)).toBe('Some rows are not valid');
  });

  it('falls back to the given text, then to the generic message, in the current language', async () => {
    render(<ToastHost />);
    await showToast(() => notifyApiError(new ApiError(500, 'UNKNOWN'), 'Failed to save address'));
    expect(await screen.findByText('Failed to save address')).toBeInTheDocument();

    await showToast(() => notifyApiError(new Error('boom')));
    expect(await screen.findByText('Something went wrong! Please try again later')).toBeInTheDocument();

    await act(() => changeLanguage('ar'));
    await showToast(() => notifyApiError(new ApiError(500, 'UNKNOWN')));
    expect(await screen.findByText('حدث خطأ ما! يرجى المحاولة مرة أخرى لاحقًا')).toBeInTheDocument();
  });

  it('says the server cannot be reached on a network failure and stays silent for aborted calls', async () => {
    render(<ToastHost />);
    await showToast(() => notifyApiError(new ApiError(0, 'NETWORK_ERROR'), 'Failed to load'));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();

    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await showToast(() => notifyApiError(aborted, 'Aborted'));
    expect(screen.queryByText('Aborted')).not.toBeInTheDocument();
  });

  it('shows success and warning toasts, newest on top', async () => {
    const { container } = render(<ToastHost />);
    await showToast(() => notify.success('Address added'));
    await showToast(() => notify.warning('The key is shown only once'));
    await waitFor(() => {
      const toasts = [...container.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
      expect(toasts).toEqual(['The key is shown only once', 'Address added']);
    });
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it('lays the toasts out right-to-left in Arabic', async () => {
    await act(() => changeLanguage('ar'));
    const { container } = render(<ToastHost />);
    await showToast(() => notify.error('فشل الحفظ'));
    await waitFor(() => expect(container.querySelector('.Toastify__toast--rtl')).not.toBeNull());
  });

  it('starts below the navbar and the page header, so the user menu and the page actions stay usable', async () => {
    const { container } = render(<ToastHost />);
    await showToast(() => notify.success('Address added'));
    await screen.findByText('Address added');
    // Navbar 4rem, then the page's top padding and its header (breadcrumbs, title, description).
    expect(container.querySelector<HTMLElement>('.Toastify__toast-container--top-right')?.style.top).toBe(
      'calc(var(--portal-chrome-height, 4rem) + 7rem)',
    );
  });

  it('dismisses the error toasts, not the others, when asked (the host asks on each new page)', async () => {
    render(<ToastHost />);
    await showToast(() => notify.success('Account created'));
    await showToast(() => notify.error('An account with this e-mail already exists'));
    await screen.findByText('An account with this e-mail already exists');
    await act(async () => {
      dismissErrorToasts();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await finishLeavingToasts();
    expect(screen.queryByText('An account with this e-mail already exists')).not.toBeInTheDocument();
    expect(screen.getByText('Account created')).toBeInTheDocument();
  });

  it('takes away the error toasts when a success follows them (the form went through on a second try)', async () => {
    render(<ToastHost />);
    await showToast(() => notify.error('This e-mail is not valid'));
    await screen.findByText('This e-mail is not valid');
    await showToast(() => notify.warning('Check the phone number'));
    await showToast(() => notify.success('Address added'));
    await finishLeavingToasts();
    expect(screen.queryByText('This e-mail is not valid')).not.toBeInTheDocument();
    expect(screen.getByText('Check the phone number')).toBeInTheDocument();
    expect(screen.getByText('Address added')).toBeInTheDocument();
  });
});
