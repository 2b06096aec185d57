import { ApiError, api, formatDateTime, isolateText } from '@portal/shared';
import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import { page } from '../../../test/fixtures';
import type { ApiKeyRequest, ClientApiKey, RevealedApiKey } from '../api/types';
import ApiKeysPage from './api-keys-page';

const apiKey = (overrides: Partial<ClientApiKey>): ClientApiKey => ({
  id: 'k-1',
  name: 'Warehouse sync',
  purpose: 'Books shipments from our warehouse system',
  prefix: 'pk_0123456789abcdef',
  status: ApiKeyStatus.Active,
  requestedExpiryDays: 90,
  scope: 'read-write',
  expires_at: '2026-06-01T09:00:00Z',
  last_used_at: null,
  denialReason: null,
  reviewedAt: '2026-03-02T09:00:00Z',
  revealedAt: null,
  rotatedAt: null,
  previousSecretExpiresAt: null,
  revokedAt: null,
  version: 2,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-02T09:00:00Z',
  ...overrides,
});

const SECRET = 'pk_0123456789abcdef_s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3t';
const NEW_SECRET = 'pk_0123456789abcdef_n3wN3wN3wN3wN3wN3wN3wN3wN3wN3wN3wN3w';
const ALREADY_REVEALED = 'This API key was already shown once. Rotate it to get a new secret';

const APPROVED = apiKey({ id: 'k-1', name: 'Warehouse sync' });
const REVEALED = apiKey({
  id: 'k-2',
  name: 'ERP connector',
  purpose: 'Nightly invoices',
  prefix: 'pk_fedcba9876543210',
  revealedAt: '2026-03-03T09:00:00Z',
  last_used_at: '2026-03-05T12:30:00Z',
  expires_at: null,
  requestedExpiryDays: null,
});
const PENDING = apiKey({
  id: 'k-3',
  name: 'Shop plugin',
  purpose: 'Labels from the web shop',
  prefix: 'pk_1111222233334444',
  status: ApiKeyStatus.Pending,
  expires_at: null,
  reviewedAt: null,
});
const DENIED = apiKey({
  id: 'k-4',
  name: 'Test script',
  purpose: 'Trying things',
  prefix: 'pk_5555666677778888',
  status: ApiKeyStatus.Denied,
  expires_at: null,
  denialReason: 'Say which system will use it',
});
const REVOKED = apiKey({
  id: 'k-5',
  name: 'Old importer',
  prefix: 'pk_9999aaaabbbbcccc',
  status: ApiKeyStatus.Revoked,
  revealedAt: '2026-03-02T10:00:00Z',
  revokedAt: '2026-03-04T10:00:00Z',
});

let keys: ClientApiKey[];
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let del: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  keys = [APPROVED, REVEALED, PENDING, DENIED, REVOKED];
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string, options?: { query?: { status?: number } }) => {
    if (path !== '/api-keys') throw new Error(`unexpected GET ${path}`);
    const status = options?.query?.status;
    return page(status === undefined ? keys : keys.filter((key) => key.status === status));
  });
  post = jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    const replace = (next: ClientApiKey) => {
      keys = keys.map((key) => (key.id === next.id ? next : key));
      return next;
    };
    if (path === '/api-keys') {
      const input = body as ApiKeyRequest;
      const created = apiKey({
        id: 'k-new',
        name: input.name,
        purpose: input.purpose,
        requestedExpiryDays: input.expiresInDays,
        scope: input.scope ?? 'read-write',
        prefix: 'pk_abcdabcdabcdabcd',
        status: ApiKeyStatus.Pending,
        expires_at: null,
        reviewedAt: null,
        createdAt: '2026-03-06T10:00:00Z',
      });
      keys = [created, ...keys];
      return created;
    }
    const [, , id, action] = path.split('/');
    const key = keys.find((row) => row.id === id);
    if (!key) throw new ApiError(404, 'NOT_FOUND', 'Not found');
    if (action === 'reveal') {
      if (key.status !== ApiKeyStatus.Active || key.revealedAt) throw new ApiError(409, 'CONFLICT', ALREADY_REVEALED);
      return {
        apiKey: replace({ ...key, revealedAt: new Date().toISOString() }),
        secret: SECRET,
      } satisfies RevealedApiKey;
    }
    if (action === 'rotate') {
      const previousSecretExpiresAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
      return {
        apiKey: replace({ ...key, rotatedAt: new Date().toISOString(), previousSecretExpiresAt }),
        secret: NEW_SECRET,
      } satisfies RevealedApiKey;
    }
    if (action === 'revoke')
      return replace({ ...key, status: ApiKeyStatus.Revoked, revokedAt: '2026-03-06T10:00:00Z' });
    throw new Error(`unexpected POST ${path}`);
  });
  // A pending request is withdrawn with DELETE (204): it is gone.
  del = jest.spyOn(api, 'delete').mockImplementation(async (path: string) => {
    const [, , id] = path.split('/');
    const key = keys.find((row) => row.id === id);
    if (!key) throw new ApiError(404, 'NOT_FOUND', 'Not found');
    if (key.status !== ApiKeyStatus.Pending) throw new ApiError(409, 'CONFLICT', 'This request was already decided');
    keys = keys.filter((row) => row.id !== id);
    return undefined;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (route = '/api-keys', language?: 'en' | 'ar') =>
  renderWithProviders(<ApiKeysPage />, { role: Role.IndividualUser, route, language });
/** The list; `hidden` while a modal dialog hides the page from assistive technology. */
const table = (hidden = false) => screen.getByRole('table', { name: /^(API keys|مفاتيح API)$/, hidden });
const rowOf = (name: string, hidden = false) =>
  within(table(hidden)).getByRole('row', { name: new RegExp(name), hidden });
const listQueries = () => get.mock.calls.filter(([path]) => path === '/api-keys').map(([, options]) => options.query);

describe('API keys page', () => {
  it('lists each key with its prefix, status, dates and what it allows next', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    await screen.findByText('Warehouse sync');
    expect(listQueries()).toEqual([{ page: 1, pageSize: 20, status: undefined }]);

    const approved = rowOf('Warehouse sync');
    expect(within(approved).getByText('Books shipments from our warehouse system')).toBeInTheDocument();
    expect(within(approved).getByText('pk_0123456789abcdef…')).toBeInTheDocument();
    expect(within(approved).getByText('Active')).toHaveAttribute('data-colour', 'success');
    // Created is a muted line under the name, not a column of its own.
    expect(within(approved).getByText('Requested 1 Mar 2026')).toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Created' })).toBeNull();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Key', 'Status', 'Expires', 'Last used', 'Actions']);
    expect(within(approved).getByText('Warehouse sync')).toHaveAttribute('dir', 'auto');
    expect(within(approved).getByText('1 Jun 2026, 12:00')).toBeInTheDocument();
    expect(within(approved).getByText('Never used')).toBeInTheDocument();
    expect(
      within(approved)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reveal key']);

    const revealed = rowOf('ERP connector');
    expect(within(revealed).getByText('Never')).toBeInTheDocument();
    expect(within(revealed).getByText('5 Mar 2026, 15:30')).toBeInTheDocument();
    expect(
      within(revealed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rotate', 'Revoke']);
    expect(within(revealed).getByRole('button', { name: 'Revoke key “ERP connector”' })).toBeInTheDocument();

    const pending = rowOf('Shop plugin');
    expect(within(pending).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
    expect(within(pending).getByText('90 days after approval')).toBeInTheDocument();
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel request']);

    // "Never" only for an active key without expiry; nothing to show for a denied one.
    expect(within(rowOf('Test script')).getByText('—')).toBeInTheDocument();
    expect(within(rowOf('Test script')).queryByText('Never')).toBeNull();
    expect(within(rowOf('Old importer')).getByText('Revoked')).toHaveAttribute('data-colour', 'error');
    expect(within(rowOf('Old importer')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Test script')).queryByRole('button')).toBeNull();
    // Never a secret: only prefixes are on the page.
    expect(document.body).not.toHaveTextContent(/pk_[0-9a-f]{16}_/);
  });

  it('shows why a request was denied', async () => {
    render();
    await screen.findByText('Test script');
    const denied = rowOf('Test script');
    expect(within(denied).getByText('Denied')).toHaveAttribute('data-colour', 'error');
    const reason = within(denied).getByText(`Reason: ${isolateText('Say which system will use it')}`);
    // A long reason wraps under the status instead of running over the other columns.
    expect(reason).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows "—", not "Never", as the expiry of a revoked or expired key without a date', async () => {
    keys = [
      { ...REVOKED, expires_at: null },
      apiKey({ id: 'k-6', name: 'Expired one', status: ApiKeyStatus.Expired, expires_at: null }),
      { ...PENDING, requestedExpiryDays: null },
    ];
    render();
    await screen.findByText('Old importer');
    expect(within(rowOf('Old importer')).getByText('—')).toBeInTheDocument();
    expect(within(rowOf('Expired one')).getByText('—')).toBeInTheDocument();
    expect(within(rowOf('Shop plugin')).getByText('No expiry')).toBeInTheDocument();
    expect(screen.queryByText('Never')).toBeNull();
  });

  it('explains how to call the API with a key', async () => {
    render();
    const usage = await screen.findByRole('region', { name: 'Using a key' });
    expect(within(usage).getByText('Authorization: Bearer <key>')).toBeInTheDocument();
    expect(within(usage).getByTestId('api-keys-curl')).toHaveTextContent(
      `curl -H "Authorization: Bearer pk_…" ${window.location.origin}/api/v1/shipments`,
    );
    expect(within(usage).getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/api/docs');
    expect(within(usage).getByText('/api/v1').closest('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('offers a request from the empty list', async () => {
    keys = [];
    const { user } = render();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(screen.getByText('Request an API key to call the portal from your own systems.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Request a key' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await screen.findByRole('dialog', { name: 'Request an API key' })).toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    const { user, location } = render();
    await screen.findByText('Warehouse sync');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key status' }), 'Denied');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: 1, pageSize: 20, status: ApiKeyStatus.Denied }));
    expect(location()).toBe('/api-keys?status=4');
    await waitFor(() => expect(within(table()).queryByText('Warehouse sync')).toBeNull());
    expect(within(table()).getByText('Test script')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Key status' }), 'All statuses');
    expect(location()).toBe('/api-keys');
  });

  it('reads the status filter from the URL, and says when nothing matches', async () => {
    render('/api-keys?status=5');
    expect(await screen.findByText('No API keys with this status')).toBeInTheDocument();
    expect(listQueries()).toEqual([{ page: 1, pageSize: 20, status: ApiKeyStatus.Expired }]);
    expect(screen.getByRole('combobox', { name: 'Key status' })).toHaveValue('5');
  });
});

describe('requesting a key', () => {
  it('checks the form, posts the request and shows the pending key', async () => {
    const { user } = render();
    await screen.findByText('Warehouse sync');
    await user.click(screen.getByRole('button', { name: 'Request a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an API key' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    const validity = within(dialog).getByRole('combobox', { name: /Valid for/ });
    expect(
      within(validity)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .filter(Boolean),
    ).toEqual(['30 days', '90 days', '365 days', 'No expiry']);
    expect(validity).toHaveDisplayValue('90 days');

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();
    // Focus goes to the first field in error.
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, '  Billing export ');
    await user.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'Monthly invoices{Enter}for accounting');
    await user.selectOptions(validity, 'No expiry');
    const scope = within(dialog).getByRole('combobox', { name: /Access/ });
    expect(scope).toHaveDisplayValue('Read and write');
    await user.selectOptions(scope, 'Read only');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api-keys', {
        name: 'Billing export',
        purpose: 'Monthly invoices\nfor accounting',
        expiresInDays: null,
        scope: 'read',
      }),
    );
    expect(await screen.findByText('API key requested. A system admin will review it')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request an API key' })).toBeNull());
    const created = await waitFor(() => rowOf('Billing export'));
    expect(within(created).getByText('Pending')).toBeInTheDocument();
    expect(within(created).getByText(/Read only/)).toBeInTheDocument();
    expect(within(created).getByText('pk_abcdabcdabcdabcd…')).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: 'Cancel request for “Billing export”' })).toBeInTheDocument();
  });

  it('puts the server’s reasons next to their fields', async () => {
    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'name', message: 'You already have a key with this name' },
      ]),
    );
    const { user } = render();
    await screen.findByText('Warehouse sync');
    await user.click(screen.getByRole('button', { name: 'Request a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Warehouse sync');
    await user.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'A second one');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('You already have a key with this name')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());
    expect(await screen.findByText('Failed to request the API key')).toBeInTheDocument();
  });

  it('keeps the form open with the server’s message when the request is refused', async () => {
    post.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'You already have 10 pending or active API keys'));
    const { user } = render();
    await screen.findByText('Warehouse sync');
    await user.click(screen.getByRole('button', { name: 'Request a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'One too many');
    await user.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'Testing the limit');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You already have 10 pending or active API keys')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api-keys', {
      name: 'One too many',
      purpose: 'Testing the limit',
      expiresInDays: 90,
      scope: 'read-write',
    });
    expect(screen.getByRole('dialog', { name: 'Request an API key' })).toBeInTheDocument();
  });
});

describe('revealing a key', () => {
  it('shows the whole key once, with the warning and a copy button; then only the prefix', async () => {
    const { user } = render();
    await screen.findByText('Warehouse sync');
    await user.click(screen.getByRole('button', { name: 'Reveal key “Warehouse sync”' }));
    expect(post).toHaveBeenCalledWith('/api-keys/k-1/reveal');

    const shown = await screen.findByRole('alertdialog', { name: `Your API key: ${isolateText('Warehouse sync')}` });
    expect(within(shown).getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(
      within(shown).getByText('Copy this key now. It is shown only once and cannot be seen again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('API key shown once: copy it now')).toBeInTheDocument();
    const copy = within(shown).getByRole('button', { name: 'Copy' });
    await waitFor(() => expect(copy).toHaveFocus());

    await user.click(copy);
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(shown).getByText('The key is copied to the clipboard')).toBeInTheDocument();

    // Escape does not lose the key by accident; Done closes it.
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('alertdialog', { name: `Your API key: ${isolateText('Warehouse sync')}` }),
    ).toBeInTheDocument();
    const before = listQueries().length;
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
    await waitFor(() => expect(listQueries().length).toBe(before + 1));

    const row = rowOf('Warehouse sync');
    expect(within(row).getByText('pk_0123456789abcdef…')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reveal/ })).toBeNull();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rotate', 'Revoke']);
  });

  it('says how to copy the key by hand when the browser refuses the clipboard', async () => {
    const { user } = render();
    await screen.findByText('Warehouse sync');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Reveal key “Warehouse sync”' }));
    const shown = await screen.findByRole('alertdialog', { name: `Your API key: ${isolateText('Warehouse sync')}` });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      'Could not copy. The key is selected: copy it yourself',
    );
    expect(window.getSelection()?.toString()).toBe(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('shows the server’s message when the key was already revealed, and reloads the list', async () => {
    // The list on screen still offers Reveal, but the key was shown meanwhile (another tab).
    keys = [APPROVED, REVEALED];
    const { user } = render();
    await screen.findByText('Warehouse sync');
    keys = [{ ...APPROVED, revealedAt: '2026-03-06T10:00:00Z' }, REVEALED];
    const before = listQueries().length;
    await user.click(screen.getByRole('button', { name: 'Reveal key “Warehouse sync”' }));
    expect(post).toHaveBeenCalledWith('/api-keys/k-1/reveal');
    expect(await screen.findByText(ALREADY_REVEALED)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
    await waitFor(() => expect(listQueries().length).toBe(before + 1));
    await waitFor(() => expect(within(rowOf('Warehouse sync')).queryByRole('button', { name: /Reveal/ })).toBeNull());
  });
});

describe('rotating and revoking', () => {
  it('rotates only after confirmation, shows the new secret once and when the previous one stops', async () => {
    const { user } = render();
    await screen.findByText('ERP connector');
    await user.click(screen.getByRole('button', { name: 'Rotate key “ERP connector”' }));
    let confirm = await screen.findByRole('alertdialog', { name: `Rotate “${isolateText('ERP connector')}”?` });
    expect(confirm).toHaveTextContent(
      /A new secret is created and shown to you once\. The current one keeps working for 24 hours, until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rotate key “ERP connector”' }));
    confirm = await screen.findByRole('alertdialog', { name: `Rotate “${isolateText('ERP connector')}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(post).toHaveBeenCalledWith('/api-keys/k-2/rotate');

    const shown = await screen.findByRole('alertdialog', { name: `New secret for ${isolateText('ERP connector')}` });
    expect(await screen.findByText('New secret created: copy it now')).toBeInTheDocument();
    expect(screen.queryByText('API key saved')).toBeNull();
    expect(within(shown).getByTestId('api-key-secret')).toHaveTextContent(NEW_SECRET);
    expect(
      within(shown).getByText('Copy this key now. It is shown only once and cannot be seen again.'),
    ).toBeInTheDocument();
    const until = formatDateTime(keys.find((key) => key.id === 'k-2')!.previousSecretExpiresAt);
    expect(within(shown).getByText(`The previous secret keeps working until ${until}.`)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(NEW_SECRET);
    const row = rowOf('ERP connector');
    expect(within(row).getByText(`Previous key works until ${until}`)).toBeInTheDocument();
    expect(within(row).getByText('pk_fedcba9876543210…')).toBeInTheDocument();
  });

  it('hides the previous key’s deadline once it has passed', async () => {
    keys = [{ ...REVEALED, rotatedAt: '2026-01-01T09:00:00Z', previousSecretExpiresAt: '2026-01-02T09:00:00Z' }];
    render();
    await screen.findByText('ERP connector');
    expect(screen.queryByText(/Previous key works until/)).toBeNull();
  });

  it('revokes an active key only after confirmation', async () => {
    const { user } = render();
    await screen.findByText('ERP connector');
    await user.click(screen.getByRole('button', { name: 'Revoke key “ERP connector”' }));
    let confirm = await screen.findByRole('alertdialog', { name: `Revoke “${isolateText('ERP connector')}”?` });
    expect(confirm).toHaveTextContent('The key stops working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke key “ERP connector”' }));
    confirm = await screen.findByRole('alertdialog', { name: `Revoke “${isolateText('ERP connector')}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(post).toHaveBeenCalledWith('/api-keys/k-2/revoke');
    expect(await screen.findByText('API key status updated')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('ERP connector')).getByText('Revoked')).toBeInTheDocument());
    expect(within(rowOf('ERP connector')).queryByRole('button')).toBeNull();
  });

  it('withdraws a pending request after confirmation: DELETE, and the row goes', async () => {
    const { user } = render();
    await screen.findByText('Shop plugin');
    await user.click(screen.getByRole('button', { name: 'Cancel request for “Shop plugin”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Cancel the request for “${isolateText('Shop plugin')}”?`,
    });
    expect(within(confirm).getByRole('button', { name: 'Keep request' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    expect(del).toHaveBeenCalledWith('/api-keys/k-3');
    expect(post).not.toHaveBeenCalled();
    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Shop plugin')).toBeNull());
    expect(within(table()).getByText('Warehouse sync')).toBeInTheDocument();
  });

  it('says when a request could not be withdrawn, and reads the list again after a conflict', async () => {
    const { user } = render();
    await screen.findByText('Shop plugin');
    // Approved meanwhile (another tab): the API refuses to withdraw it.
    keys = keys.map((key) => (key.id === 'k-3' ? { ...key, status: ApiKeyStatus.Active } : key));
    await user.click(screen.getByRole('button', { name: 'Cancel request for “Shop plugin”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Cancel the request for “${isolateText('Shop plugin')}”?`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('This request was already decided')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(rowOf('Shop plugin')).getByText('Active')).toBeInTheDocument());
  });

  it('keeps the confirmation open when withdrawing fails otherwise', async () => {
    del.mockRejectedValueOnce(new ApiError(500, 'UNKNOWN'));
    const { user } = render();
    await screen.findByText('Shop plugin');
    await user.click(screen.getByRole('button', { name: 'Cancel request for “Shop plugin”' }));
    const name = `Cancel the request for “${isolateText('Shop plugin')}”?`;
    const confirm = await screen.findByRole('alertdialog', { name });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Failed to withdraw the request')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name })).toBeInTheDocument();
    expect(within(rowOf('Shop plugin', true)).getByText('Pending')).toBeInTheDocument();
  });

  it('keeps the confirmation open when revoking fails', async () => {
    post.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR'));
    const { user } = render();
    await screen.findByText('ERP connector');
    await user.click(screen.getByRole('button', { name: 'Revoke key “ERP connector”' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Revoke “${isolateText('ERP connector')}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: `Revoke “${isolateText('ERP connector')}”?` })).toBeInTheDocument();
    expect(within(rowOf('ERP connector', true)).getByText('Active')).toBeInTheDocument();
  });
});

describe('in Arabic', () => {
  it('shows the page in Arabic', async () => {
    render('/api-keys', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مفاتيح API' })).toBeInTheDocument();
    await screen.findByText('Warehouse sync');
    expect(screen.getByRole('button', { name: 'طلب مفتاح' })).toBeInTheDocument();
    expect(within(rowOf('Warehouse sync')).getByText('إظهار المفتاح')).toBeInTheDocument();
    expect(
      within(rowOf('Test script')).getByText(`السبب: ${isolateText('Say which system will use it')}`),
    ).toBeInTheDocument();
    // Revoke has its own verb (إبطال), never Cancel's (إلغاء); the Revoked status reads the same (مُبطَل).
    expect(within(rowOf('ERP connector')).getByText('إبطال المفتاح')).toBeInTheDocument();
    expect(within(rowOf('Old importer')).getByText('مُبطَل')).toBeInTheDocument();
    expect(within(rowOf('Shop plugin')).getByText('سحب الطلب')).toBeInTheDocument();
    expect(within(rowOf('Warehouse sync')).getByText('pk_0123456789abcdef…')).toBeInTheDocument();
    expect(within(rowOf('Warehouse sync')).getByText('لم يُستخدم بعد')).toBeInTheDocument();
    expect(within(rowOf('ERP connector')).getByText('أبدًا')).toBeInTheDocument();
  });

  it("asks to revoke with a verb of its own beside the dialog's Cancel", async () => {
    const { user } = render('/api-keys', 'ar');
    await screen.findByText('ERP connector');
    await user.click(within(rowOf('ERP connector')).getByRole('button', { name: /^إبطال المفتاح/ }));
    const confirm = await screen.findByRole('alertdialog');
    const labels = within(confirm)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '')
      .filter(Boolean);
    expect(labels).toEqual(expect.arrayContaining(['إلغاء', 'إبطال المفتاح']));
    expect(labels.filter((label) => label.startsWith('إلغاء'))).toEqual(['إلغاء']);
    expect(confirm).toHaveTextContent('إبطال المفتاح');
  });
});
