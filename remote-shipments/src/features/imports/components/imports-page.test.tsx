import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, i18n, type RequestOptions } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { IMPORTS_NAMESPACE, IMPORTS_STRINGS } from '../imports-strings';
import { captureSavedFiles } from '../test-support';
import ImportsPage from './imports-page';

const WAREHOUSE = { id: 'a1', name: 'Warehouse', type: 2, isPrimary: true };
const IMPORTED = {
  id: 'i1',
  fileName: 'orders-march.csv',
  rowCount: 120,
  status: 'imported',
  errorCount: 0,
  draftCount: 120,
  processedCount: 0,
  labelCount: 0,
  createdAt: '2026-03-06T10:30:00Z',
  createdBy: { id: 'u1', username: 'rana' },
};
const REFUSED = { ...IMPORTED, id: 'i2', fileName: 'orders-bad.csv', status: 'failed', errorCount: 3, draftCount: 0 };

let history: unknown[];
let pickup: () => unknown;
let get: jest.SpyInstance;
let upload: jest.SpyInstance;

beforeAll(() =>
  Promise.all([
    loadRemoteTranslations(registration),
    loadRemoteTranslations({ namespace: IMPORTS_NAMESPACE, translations: IMPORTS_STRINGS }),
  ]),
);
beforeEach(() => {
  history = [IMPORTED, REFUSED];
  pickup = () => WAREHOUSE;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/addresses/primary-pickup') return pickup();
    if (path === '/shipments/imports') return { items: history, total: history.length, page: 1, pageSize: 10 };
    throw new Error(`unexpected GET ${path}`);
  });
  upload = jest.spyOn(api, 'upload');
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const csvFile = (text = 'recipient_name,city\nRana,Amman\n', name = 'orders.csv') =>
  new File([text], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('CSV file to upload', { selector: 'input' });
const historyCalls = () => get.mock.calls.filter(([path]) => path === '/shipments/imports').length;

describe('imports page', () => {
  it('arrives with its own strings when its route is opened: they are not among the page strings', async () => {
    i18n.removeResourceBundle('en', IMPORTS_NAMESPACE);
    const Page = registration.routes.find((route) => route.path === '/shipments/upload')?.Component ?? ImportsPage;
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { role: Role.IndividualUser, route: '/shipments/upload' },
    );
    expect(await screen.findByRole('region', { name: 'Download the template' })).toBeInTheDocument();
  });

  it('documents the parcel rule in Arabic too', () => {
    renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload', language: 'ar' });
    const columns = screen.getByRole('table', { name: 'أعمدة القالب' });
    expect(within(columns).getByRole('row', { name: /weight_kg/ })).toHaveTextContent('مطلوب دون نوع طرد');
  });

  it('makes downloading the template step 1, and documents its columns', async () => {
    const saved = captureSavedFiles();
    const download = jest.spyOn(api, 'download').mockResolvedValue(new Blob(['recipient_name']));
    const view = renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });

    const step1 = screen.getByRole('region', { name: 'Download the template' });
    expect(within(step1).getByText('Step 1')).toBeInTheDocument();
    expect(step1).toHaveTextContent(
      /Headers may be in English or Arabic.*The template comes in the language of this page/,
    );
    const columns = within(step1).getByRole('table', { name: 'Columns of the template' });
    expect(within(columns).getByRole('row', { name: /recipient_name Required/ })).toBeInTheDocument();
    expect(within(columns).getByRole('row', { name: /parcel_type .*small-box/ })).not.toHaveTextContent('Required');
    // The import's own rule: a row without a parcel type is a custom parcel, which needs its weight.
    expect(within(columns).getByRole('row', { name: /weight_kg/ })).toHaveTextContent('Required without a parcel type');
    expect(within(columns).getByRole('row', { name: /length_cm/ })).toHaveTextContent('With the other two dimensions');
    const shapes = within(step1).getByRole('list', { name: 'What a row gives for its parcel' });
    expect(
      within(shapes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Accepted.*parcel type/),
      expect.stringMatching(/^Accepted/),
      expect.stringMatching(/^Accepted/),
      expect.stringMatching(/^Accepted.*custom parcel.*weight/),
      expect.stringMatching(/^Accepted.*volume/),
      expect.stringMatching(/^Refused/),
      expect.stringMatching(/^Refused/),
      expect.stringMatching(/^Refused/),
    ]);

    await view.user.click(within(step1).getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(saved.names).toEqual(['shipments-template.csv']));
    expect(download).toHaveBeenCalledWith('/shipments/imports/template');

    download.mockRejectedValue(new ApiError(500, 'INTERNAL'));
    await view.user.click(within(step1).getByRole('button', { name: 'Download the template' }));
    expect(await screen.findByText('Failed to download the template')).toBeInTheDocument();
  });

  it('uploads with progress, then says the drafts were created and opens the upload', async () => {
    let finish!: (value: unknown) => void;
    let report!: (fraction: number) => void;
    upload.mockImplementation((_path: string, _form: FormData, options: RequestOptions) => {
      report = options.onUploadProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    const view = renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    const step2 = await screen.findByRole('region', { name: 'Upload your file' });
    expect(step2).toHaveTextContent('at most 5 MB and 10,000 rows');
    expect(await within(step2).findByRole('button', { name: 'Choose file' })).toBeInTheDocument();

    await view.user.upload(fileInput(), csvFile());
    expect(upload).toHaveBeenCalledWith('/shipments/imports', expect.any(FormData), expect.anything());
    expect((upload.mock.calls[0][1] as FormData).get('file')).toBeInstanceOf(File);
    act(() => report(0.4));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(step2).toHaveTextContent('40%');
    act(() => report(1));
    expect(await screen.findByText('Checking the rows…')).toBeInTheDocument();
    await act(async () => finish({ import: { ...IMPORTED, id: 'i9' }, shipmentIds: ['s1', 's2'] }));

    expect(await screen.findByText('Upload succeeded: 2 drafts created')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/shipments/imports/i9'));
  });

  it('lists every problem of a refused file and gives the file back with an error column', async () => {
    const saved = captureSavedFiles();
    upload.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Some rows are not valid', [
        { row: 3, column: 'city', message: 'Nothing with this name exists' },
        { row: 3, column: 'quantity', message: 'Must be a number' },
        { row: 2, column: 'recipient_phone', message: '=Invalid phone number' },
        // The count of problems not listed, on no row (the API lists 1000).
        { column: '', message: 'The first 3 of 1200 problems are listed' },
      ]),
    );
    const view = renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    await screen.findByRole('button', { name: 'Choose file' });
    const calls = historyCalls();

    await view.user.upload(
      fileInput(),
      csvFile('recipient_name,recipient_phone,city\n"Rana\nJaber",079,Amman\nHala,078,Nowhere\n', 'march.csv'),
    );

    expect(await screen.findByText('The file was not imported')).toBeInTheDocument();
    expect(screen.getByText('Some rows are not valid')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    expect(within(table).getByRole('row', { name: '3 city Nothing with this name exists' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2 recipient_phone =Invalid phone number' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '— — The first 3 of 1200 problems are listed' })).toBeInTheDocument();
    // A refused upload is in the history too.
    await waitFor(() => expect(historyCalls()).toBeGreaterThan(calls));

    await view.user.click(screen.getByRole('button', { name: 'Download the file with its errors' }));
    await waitFor(() => expect(saved.names).toEqual(['march-errors.csv']));
    expect(await saved.blobs[0].text()).toBe(
      [
        'recipient_name,recipient_phone,city,error',
        '"Rana\nJaber",079,Amman,recipient_phone: 079 — =Invalid phone number',
        'Hala,078,Nowhere,city: Nowhere — Nothing with this name exists; quantity: Must be a number',
        '',
      ].join('\r\n'),
    );
  });

  it('in Arabic, names each problem’s Arabic column and the offending value in the file with its errors', async () => {
    const saved = captureSavedFiles();
    upload.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'في صفوف الملف 2 مشكلة: لم يُستورد أي شيء', [
        { row: 2, column: 'هاتف المستلم', message: 'رقم الهاتف غير صالح' },
        { row: 2, column: 'نوع الطرد', message: 'الحقل مطلوب' },
        { row: 3, column: 'المدينة', message: 'لا يوجد عنصر بهذا الاسم' },
      ]),
    );
    const view = renderWithProviders(<ImportsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/upload',
      language: 'ar',
    });
    await screen.findByRole('button', { name: 'اختر ملفًا' });

    await view.user.upload(
      screen.getByLabelText('ملف CSV المراد رفعه', { selector: 'input' }),
      csvFile(
        'اسم المستلم,هاتف المستلم,المدينة,نوع الطرد\nرنا,07912,عمّان,\nهالة,0781234567,-Nowhere,صندوق صغير\n',
        'طلبات.csv',
      ),
    );
    expect(await screen.findByText('لم يتم استيراد الملف')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'تنزيل الملف مع أخطائه' }));
    await waitFor(() => expect(saved.names).toEqual(['طلبات-errors.csv']));
    expect(await saved.blobs[0].text()).toBe(
      [
        'اسم المستلم,هاتف المستلم,المدينة,نوع الطرد,error',
        'رنا,07912,عمّان,,هاتف المستلم: 07912 — رقم الهاتف غير صالح; نوع الطرد: الحقل مطلوب',
        // The user's cell stays as written; the error cell does not start with it, so it runs as no formula.
        'هالة,0781234567,-Nowhere,صندوق صغير,المدينة: -Nowhere — لا يوجد عنصر بهذا الاسم',
        '',
      ].join('\r\n'),
    );
  });

  it('asks for the template in the language of the page, so an Arabic page gets Arabic headers', async () => {
    const saved = captureSavedFiles();
    const requests: { url: string; headers: Record<string, string> }[] = [];
    const fetch = jest.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers as Record<string, string> });
      return {
        status: 200,
        ok: true,
        headers: { get: () => 'text/csv' },
        blob: async () => new Blob(['\uFEFFاسم المستلم'], { type: 'text/csv' }),
      };
    });
    const original = globalThis.fetch;
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    try {
      const view = renderWithProviders(<ImportsPage />, {
        role: Role.IndividualUser,
        route: '/shipments/upload',
        language: 'ar',
      });
      const step1 = screen.getByRole('region', { name: 'نزّل القالب' });
      expect(step1).toHaveTextContent('ويأتي القالب بلغة هذه الصفحة');
      await view.user.click(within(step1).getByRole('button', { name: 'تنزيل القالب' }));
      await waitFor(() => expect(saved.names).toEqual(['shipments-template.csv']));
      expect(requests).toEqual([
        {
          url: expect.stringMatching(/\/shipments\/imports\/template$/),
          headers: expect.objectContaining({ 'Accept-Language': 'ar' }),
        },
      ]);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('breaks a long file name in the history only between its words', async () => {
    history = [{ ...IMPORTED, fileName: 'customer-orders_november.2026.csv' }];
    renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    const name = await screen.findByText(
      (_, element) => element?.textContent === 'customer-orders_november.2026.csv' && element.tagName === 'SPAN',
    );
    // A line may end where a word does, never inside one.
    expect(name).toHaveStyle({ overflowWrap: 'normal', wordBreak: 'normal' });
  });

  it('says when the same file was uploaded before, and leads to the history', async () => {
    upload.mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'This file was already imported on 2026-03-06 13:30 (orders-march.csv)'),
    );
    const view = renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    await screen.findByRole('button', { name: 'Choose file' });

    await view.user.upload(fileInput(), csvFile());

    expect(
      await screen.findByText('This file was already imported on 2026-03-06 13:30 (orders-march.csv)'),
    ).toBeInTheDocument();
    expect(screen.getByText('This file was uploaded before')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'See the upload history' }));
    expect(screen.getByRole('heading', { name: 'Upload history' })).toHaveFocus();
  });

  it('refuses a file over 5 MB before sending it, and reports a 413', async () => {
    upload.mockRejectedValue(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large'));
    const view = renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    await screen.findByRole('button', { name: 'Choose file' });
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });

    await view.user.upload(fileInput(), big);
    expect(await screen.findByText(/orders\.csv.* is larger than 5 MB/)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await view.user.upload(fileInput(), csvFile());
    expect(await screen.findByText('The file is too large')).toBeInTheDocument();
  });

  it('asks for a primary pick-up address first when there is none', async () => {
    // None yet: the API answers null (not an error).
    pickup = () => null;
    renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });

    const step2 = screen.getByRole('region', { name: 'Upload your file' });
    expect(await within(step2).findByText('You have no primary pick-up address. Create one first')).toBeInTheDocument();
    expect(within(step2).getByRole('link', { name: 'Go to my addresses' })).toHaveAttribute('href', '/addresses');
    expect(within(step2).queryByRole('button', { name: 'Choose file' })).not.toBeInTheDocument();
  });

  it('shows the prompt when the server refuses the upload for want of a pick-up address', async () => {
    upload.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid', [
        {
          field: 'senderAddressId',
          message: 'There is no primary pick-up address yet. Create one on the addresses page',
        },
      ]),
    );
    const view = renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    await screen.findByRole('button', { name: 'Choose file' });

    await view.user.upload(fileInput(), csvFile());

    expect(await screen.findByText('You have no primary pick-up address. Create one first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my addresses' })).toHaveAttribute('href', '/addresses');
  });

  it('lists the uploads with their result, opening imported ones', async () => {
    renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    const table = await screen.findByRole('table', { name: 'Upload history' });

    // The rows replace the loading placeholders once the history is in.
    const imported = await within(table).findByRole('row', { name: /orders-march\.csv/ });
    expect(imported).toHaveTextContent('6 Mar 2026, 13:30');
    expect(imported).toHaveTextContent('rana');
    expect(within(imported).getByText('Imported')).toHaveAttribute('data-colour', 'success');
    expect(within(imported).getByRole('link', { name: 'Open orders-march.csv' })).toHaveAttribute(
      'href',
      '/shipments/imports/i1',
    );
    const refused = within(table).getByRole('row', { name: /orders-bad\.csv/ });
    expect(within(refused).getByText('Failed: 3 errors')).toHaveAttribute('data-colour', 'error');
    expect(within(refused).queryByRole('link')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/shipments/imports',
      expect.objectContaining({ query: { page: 1, pageSize: 10 } }),
    );
  });

  it('speaks Arabic', async () => {
    renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload', language: 'ar' });
    expect(screen.getByRole('heading', { name: 'رفع الشحنات' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نزّل القالب' })).toHaveTextContent('الخطوة 1');
    expect(await screen.findByRole('button', { name: 'اختر ملفًا' })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'سجل الرفع' });
    expect(await within(history).findByText('فشل: 3 أخطاء')).toBeInTheDocument();
  });

  it('says when there are no uploads yet', async () => {
    history = [];
    renderWithProviders(<ImportsPage />, { role: Role.IndividualUser, route: '/shipments/upload' });
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
  });
});
