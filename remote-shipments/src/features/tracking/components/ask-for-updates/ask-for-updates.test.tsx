import { api, ApiError } from '@portal/shared';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registration from '../../../../register';
import { AskForUpdates } from './ask-for-updates';

const NUMBER = 'PT12345678903';
const moving = {
  trackingNumber: NUMBER,
  status: 3,
  courier: null,
  originCity: null,
  destinationCity: null,
  processedAt: '2026-11-22T08:00:00Z',
  expectedPickupDate: null,
  expectedDeliveryDate: null,
  deliveredAt: null,
  cancelledAt: null,
  events: [],
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  get = jest.spyOn(api, 'get').mockResolvedValue(moving);
  post = jest.spyOn(api, 'post');
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<AskForUpdates trackingNumber={NUMBER} />, { language });

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [{ field, message }]);

describe('ask for updates', () => {
  it('sends a code to the e-mail, confirms it and says where updates will go, by keyboard alone', async () => {
    const user = userEvent.setup();
    post
      .mockResolvedValueOnce({ message: 'sent', expiresInMinutes: 15 })
      .mockResolvedValueOnce({ message: 'ok', channel: 'email' });
    render();
    expect(await screen.findByRole('heading', { name: 'Get updates on this parcel' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByLabelText(/E-mail address/));
    await user.keyboard('noor@example.com{Enter}');
    expect(
      await screen.findByText(/We sent a 6-digit code to .*noor@example\.com.* It works for 15 minutes/),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/tracking/${NUMBER}/subscriptions`, {
      channel: 'email',
      to: 'noor@example.com',
    });
    // The code field has the focus: typing goes straight in.
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveFocus());
    await user.keyboard('123 456{Enter}');
    expect(await screen.findByText(/Done: updates on this parcel will go to .*noor@example\.com/)).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(`/tracking/${NUMBER}/subscriptions/confirm`, {
      channel: 'email',
      to: 'noor@example.com',
      code: '123456',
    });
  });

  it('checks the address before sending: a phone for SMS, an e-mail for e-mail, in Arabic too', async () => {
    const user = userEvent.setup();
    render('ar');
    await user.click(await screen.findByRole('radio', { name: 'رسالة نصية' }));
    await user.type(screen.getByLabelText(/رقم الهاتف المحمول/), '12');
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزًا' }));
    expect(await screen.findByText('رقم الهاتف غير صالح')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the field, and a wrong code beside the code', async () => {
    const user = userEvent.setup();
    post
      .mockRejectedValueOnce(fieldError('to', 'Invalid phone number'))
      .mockResolvedValueOnce({ message: 'sent', expiresInMinutes: 15 })
      .mockRejectedValueOnce(fieldError('code', 'This code is not right. Check it and try again'));
    render();
    await user.click(await screen.findByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByLabelText(/Mobile number/), '0791234567');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not right. Check it and try again')).toBeInTheDocument();
    expect(post).toHaveBeenNthCalledWith(2, `/tracking/${NUMBER}/subscriptions`, { channel: 'sms', to: '0791234567' });
  });

  it('says so when the sender sends no SMS, though the channel has no field of its own', async () => {
    const user = userEvent.setup();
    post.mockRejectedValueOnce(fieldError('channel', 'This sender does not send updates by SMS: choose e-mail'));
    render();
    await user.click(await screen.findByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByLabelText(/Mobile number/), '0791234567');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('This sender does not send updates by SMS: choose e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says when too many codes were asked for, and lets the visitor go back to change the address', async () => {
    const user = userEvent.setup();
    post
      .mockResolvedValueOnce({ message: 'sent', expiresInMinutes: 15 })
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 59 minutes'));
    render();
    await user.type(await screen.findByLabelText(/E-mail address/), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 59 minutes');
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('noor@example.com');
  });

  it('shows the sending state while the code is on its way', async () => {
    const user = userEvent.setup();
    post.mockReturnValueOnce(new Promise(() => {}));
    render();
    await user.type(await screen.findByLabelText(/E-mail address/), 'noor@example.com');
    const send = screen.getByRole('button', { name: 'Send me a code' });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAttribute('data-loading');
  });

  it('is not offered for a delivered parcel or an unknown number', async () => {
    get.mockResolvedValue({ ...moving, status: 4 });
    const delivered = render();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByTestId('ask-for-updates')).not.toBeInTheDocument();
    delivered.unmount();
    resetPortalState();
    get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'No tracking data'));
    render();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('ask-for-updates')).not.toBeInTheDocument();
  });
});
