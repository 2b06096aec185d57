import { ApiError, api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import type { PreviewBody, RecipientPreview, RecipientSettings } from '../api/types';
import RecipientNotificationsPage from './recipient-notifications-page';

const off = { email: false, sms: false };
const DEFAULTS: RecipientSettings = {
  channels: {
    processed: { email: true, sms: false },
    pickedUp: off,
    onGoing: { email: true, sms: false },
    delivered: { email: true, sms: false },
    returned: off,
    cancelled: off,
  },
  senderName: null,
  replyTo: null,
  smsAtNight: false,
  logoUrl: null,
};
const LOGO = '/api/v1/recipient-notifications/logos/5b1f0c55-0000-4000-8000-000000000001?v=2';

/** What the server's templates answer, reduced to what the page shows. */
function preview({ event, language, senderName }: PreviewBody): RecipientPreview {
  const name = senderName ?? 'Haddad Trading';
  const arabic = language === 'ar';
  const text = arabic ? `${name}: شحنتك ${event} http://x/u` : `${name}: your parcel ${event} http://x/u`;
  return {
    event,
    language,
    trackingNumber: 'PT99999999990',
    mail: {
      subject: arabic ? `${name}: شحنتك PT99999999990 ${event}` : `${name}: your parcel PT99999999990 ${event}`,
      html: `<html dir="${arabic ? 'rtl' : 'ltr'}"><body>${name}</body></html>`,
      text,
    },
    sms: arabic
      ? { text, encoding: 'UCS-2', units: 120, segments: 2 }
      : { text, encoding: 'GSM-7', units: 90, segments: 1 },
  };
}

let settings: RecipientSettings;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let put: jest.SpyInstance;
let upload: jest.SpyInstance;
let del: jest.SpyInstance;
// A form of 15 fields beside two previews: slow to render under a loaded CI machine.
jest.setTimeout(60_000);
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  settings = DEFAULTS;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/recipient-notifications') return settings;
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/recipient-notifications/preview') return preview(body as PreviewBody);
    throw new Error(`unexpected POST ${path}`);
  });
  put = jest.spyOn(api, 'put').mockImplementation(async (_path: string, body?: unknown) => {
    settings = { ...settings, ...(body as Partial<RecipientSettings>) };
    return settings;
  });
  upload = jest.spyOn(api, 'upload').mockImplementation(async () => {
    settings = { ...settings, logoUrl: LOGO };
    return settings;
  });
  del = jest.spyOn(api, 'delete').mockImplementation(async () => {
    settings = { ...settings, logoUrl: null };
    return settings;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<RecipientNotificationsPage />, { role: Role.OrgAdmin, language });

describe('recipient notifications page', () => {
  it('shows the defaults in the events × channels grid and saves SMS on delivered with a sender name', async () => {
    const { user } = render();
    const deliveredSms = await screen.findByRole('checkbox', { name: 'Delivered: SMS' });
    expect(deliveredSms).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Delivered: E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Picked up: E-mail' })).not.toBeChecked();
    expect(screen.getByText(/Each SMS is charged to you/)).toBeInTheDocument();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();

    await user.click(deliveredSms);
    await user.click(screen.getByRole('textbox', { name: 'Sender name' }));
    await user.paste('Petra Gifts');
    await user.click(screen.getByRole('textbox', { name: 'Reply-to address' }));
    await user.paste('care@petra.example');
    await user.click(screen.getByRole('checkbox', { name: 'Send SMS at night too' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/recipient-notifications', {
        channels: { ...DEFAULTS.channels, delivered: { email: true, sms: true } },
        senderName: 'Petra Gifts',
        replyTo: 'care@petra.example',
        smsAtNight: true,
      }),
    );
    expect(await screen.findByText('Recipient notification settings saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Delivered: SMS' })).toBeChecked();
  });

  it('previews the chosen event in English and Arabic side by side, the SMS with its parts, as the name is typed', async () => {
    const { user } = render();
    const english = await screen.findByRole('region', { name: 'English' });
    const arabic = screen.getByRole('region', { name: 'Arabic' });
    expect(await within(english).findByText('Haddad Trading: your parcel PT99999999990 delivered')).toBeInTheDocument();
    expect(await within(arabic).findByText('2 parts · UCS-2 · 120 characters')).toBeInTheDocument();
    expect(within(english).getByText('1 part · GSM-7 · 90 characters')).toBeInTheDocument();
    expect(within(arabic).getByTestId('sms-ar')).toHaveAttribute('dir', 'rtl');
    const frame = within(arabic).getByTitle('E-mail preview in Arabic');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('dir="rtl"');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Out for delivery');
    await user.click(screen.getByRole('textbox', { name: 'Sender name' }));
    await user.paste('Petra');
    expect(
      await within(arabic).findByText('Petra: شحنتك PT99999999990 onGoing', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/recipient-notifications/preview',
      { event: 'onGoing', language: 'ar', senderName: 'Petra' },
      expect.anything(),
    );
  });

  it('uploads a logo, shows it, and removes it only after a confirmation', async () => {
    const { user } = render();
    const input = await screen.findByLabelText('Logo', { selector: 'input' });
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith('/recipient-notifications/logo', expect.any(FormData)));
    expect(await screen.findByAltText('Your logo as recipients see it')).toHaveAttribute('src', LOGO);

    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the logo?' });
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the logo' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/recipient-notifications/logo'));
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
  });

  it('puts the reasons beside their fields in Arabic: its own checks, the server’s, and a refused logo', async () => {
    upload.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'بعض الحقول غير صالحة', [
        { field: 'logo', message: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP' },
      ]),
    );
    const { user } = render('ar');
    const replyTo = await screen.findByRole('textbox', { name: 'عنوان الرد' });
    await user.click(replyTo);
    await user.paste('not-an-email');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('صيغة البريد الإلكتروني غير صحيحة')).toBeInTheDocument();
    expect(replyTo).toHaveFocus();
    expect(put).not.toHaveBeenCalled();

    put.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'بعض الحقول غير صالحة', [
        { field: 'senderName', message: 'يجب ألا يزيد طوله عن 80 حرفًا' },
      ]),
    );
    await user.clear(replyTo);
    await user.click(screen.getByRole('textbox', { name: 'اسم المرسل' }));
    await user.paste('متجر');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب ألا يزيد طوله عن 80 حرفًا')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('الشعار', { selector: 'input' }),
      new File(['<html>'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry when the settings cannot be read', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const { user } = render();
    expect(await screen.findByText('Could not load the recipient notification settings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByRole('checkbox', { name: 'Delivered: SMS' })).toBeInTheDocument();
  });
});
