import { ApiError, api, formatDateTime, isolateText } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import type { CreateWebhookBody, UpdateWebhookBody, WebhookDelivery, WebhookEndpoint } from '../api/types';
import WebhooksPage from './webhooks-page';

const endpoint = (overrides: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: 'w-1',
  url: 'https://shop.example.com/hooks/portal',
  events: ['shipment.processed', 'shipment.status_changed'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  version: 1,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
  ...overrides,
});

const SHOP = endpoint({});
const ERP = endpoint({
  id: 'w-2',
  url: 'https://erp.example.com/in',
  events: ['shipment.cancelled'],
  enabled: false,
  disabledReason: 'Every delivery failed for three days',
  failingSince: '2026-03-02T08:15:00Z',
  version: 4,
});
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';
const NEW_SECRET = 'whsec_bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3';

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd-1',
  eventId: '6f1c1f3e-8d53-4c39-9a4e-1d2f3a4b5c6d',
  eventType: 'shipment.processed',
  status: 'delivered',
  attempts: [
    { at: '2026-03-03T10:00:01Z', statusCode: 500, durationMs: 1234, response: 'refused 500', error: 'answered 500' },
    { at: '2026-03-03T10:00:40Z', statusCode: 200, durationMs: 42, response: 'ok', error: null },
  ],
  nextAttemptAt: null,
  deliveredAt: '2026-03-03T10:00:40Z',
  createdAt: '2026-03-03T10:00:00Z',
  ...overrides,
});

let endpoints: WebhookEndpoint[];
let deliveries: WebhookDelivery[];
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let patch: jest.SpyInstance;
let del: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  endpoints = [SHOP, ERP];
  deliveries = [
    delivery({}),
    delivery({
      id: 'd-2',
      eventType: 'webhook.test',
      status: 'pending',
      attempts: [
        {
          at: '2026-03-03T11:00:00Z',
          statusCode: null,
          durationMs: 10_000,
          response: null,
          error: 'timed out after 10000 ms',
        },
      ],
      nextAttemptAt: '2026-03-03T11:00:30Z',
      deliveredAt: null,
      createdAt: '2026-03-03T11:00:00Z',
    }),
  ];
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/webhooks') return { items: endpoints };
    if (path === '/webhooks/w-1/deliveries') return { items: deliveries };
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/webhooks') {
      const input = body as CreateWebhookBody;
      const created = endpoint({
        id: 'w-new',
        url: input.url,
        events: input.events,
        createdAt: '2026-03-06T10:00:00Z',
      });
      endpoints = [created, ...endpoints];
      return { endpoint: created, secret: SECRET };
    }
    const [, , id, action] = path.split('/');
    const found = endpoints.find((row) => row.id === id);
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'Not found');
    if (action === 'rotate-secret') {
      const rotated = {
        ...found,
        version: found.version + 1,
        previousSecretExpiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      };
      endpoints = endpoints.map((row) => (row.id === id ? rotated : row));
      return { endpoint: rotated, secret: NEW_SECRET };
    }
    if (action === 'test') return { deliveryId: 'd-test' };
    if (action === 'deliveries') return null;
    throw new Error(`unexpected POST ${path}`);
  });
  patch = jest.spyOn(api, 'patch').mockImplementation(async (path: string, body?: unknown) => {
    const [, , id] = path.split('/');
    const input = body as UpdateWebhookBody;
    const found = endpoints.find((row) => row.id === id)!;
    if (input.version !== found.version) throw new ApiError(409, 'CONFLICT', 'Someone else changed it');
    const { version: _version, ...changes } = input;
    const updated = { ...found, ...changes, version: found.version + 1 };
    endpoints = endpoints.map((row) => (row.id === id ? updated : row));
    return updated;
  });
  del = jest.spyOn(api, 'delete').mockImplementation(async (path: string) => {
    const [, , id] = path.split('/');
    endpoints = endpoints.filter((row) => row.id !== id);
    return undefined;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (language?: 'en' | 'ar') =>
  renderWithProviders(<WebhooksPage />, { role: Role.IndividualUser, route: '/webhooks', language });
const list = (hidden = false) =>
  screen.getByRole('list', { name: /^(Webhook endpoints|نقاط استقبال خطافات الويب)$/, hidden });
const cardOf = (url: string, hidden = false) => within(list(hidden)).getByRole('listitem', { name: url, hidden });
const listReads = () => get.mock.calls.filter(([path]) => path === '/webhooks').length;
const logReads = () => get.mock.calls.filter(([path]) => path === '/webhooks/w-1/deliveries').length;

describe('Webhooks page', () => {
  it('lists each endpoint with its events, whether it is on, why not and since when it fails', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const shop = await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    expect(within(shop).getByText('Enabled')).toHaveAttribute('data-colour', 'success');
    expect(
      within(within(shop).getByRole('list', { name: 'Events' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shipment processed', 'Shipment status changed']);
    expect(within(shop).getByText('Added 1 Mar 2026')).toBeInTheDocument();
    expect(within(shop).queryByText(/Failing since/)).toBeNull();
    expect(within(shop).getByText('https://shop.example.com/hooks/portal')).toHaveAttribute('dir', 'ltr');

    const erp = cardOf('https://erp.example.com/in');
    expect(within(erp).getByText('Disabled')).toHaveAttribute('data-colour', 'secondary');
    expect(within(erp).getByText('Turned off by the portal: every delivery failed for three days')).toBeInTheDocument();
    expect(within(erp).getByText(`Failing since ${formatDateTime('2026-03-02T08:15:00Z')}`)).toBeInTheDocument();
    expect(
      within(erp)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Deliveries', 'Send test event', 'Edit', 'Rotate secret', 'Delete']);
    expect(
      within(erp).getByRole('button', { name: `Delete ${isolateText('https://erp.example.com/in')}` }),
    ).toBeInTheDocument();
    // Never a secret on the page.
    expect(document.body).not.toHaveTextContent(/whsec_/);
  });

  it('says it is loading until the list arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    answer({ items: endpoints });
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers to add one from the empty list', async () => {
    endpoints = [];
    const { user } = render();
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Add endpoint' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    get.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR'));
    const { user } = render();
    expect(await screen.findByText('Could not load your webhook endpoints')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
  });

  it('stops offering to add an endpoint at the API’s cap of 10', async () => {
    endpoints = Array.from({ length: 10 }, (_, index) =>
      endpoint({ id: `w-${index}`, url: `https://h${index}.example.com/` }),
    );
    render();
    await waitFor(() => cardOf('https://h0.example.com/'));
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeDisabled();
    expect(screen.getByText('Up to 10 endpoints.')).toBeInTheDocument();
  });
});

describe('adding an endpoint', () => {
  it('checks the address and the events before sending anything', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    await waitFor(() => expect(url).toHaveFocus());
    const events = within(dialog).getByRole('group', { name: /Events to send/ });
    const boxes = within(events).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(within(events).getByRole('checkbox', { name: /Shipment processed/ })).toBeChecked();
    expect(within(events).getByRole('checkbox', { name: /Shipment created/ })).not.toBeChecked();

    // Nothing chosen and no address: both said, focus on the address.
    await user.click(within(events).getByRole('checkbox', { name: /Shipment processed/ }));
    await user.click(within(events).getByRole('checkbox', { name: /Shipment status changed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(url).toHaveFocus());

    await user.click(url);
    await user.paste('ftp://files.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('The address must start with https://')).toBeInTheDocument();
    await user.clear(url);
    await user.click(url);
    await user.paste('not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(/Enter a whole address/)).toBeInTheDocument();

    expect(post).not.toHaveBeenCalled();
  });

  it('creates it and shows its signing secret once', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    const events = within(dialog).getByRole('group', { name: /Events to send/ });
    await user.click(within(events).getByRole('checkbox', { name: /Shipment processed/ }));
    await user.click(within(events).getByRole('checkbox', { name: /Shipment status changed/ }));
    await user.click(url);
    await user.paste(' https://hooks.example.org/portal ');
    await user.click(within(events).getByRole('checkbox', { name: /Shipment cancelled/ }));
    await user.click(within(events).getByRole('checkbox', { name: /Shipment created/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/webhooks', {
        url: 'https://hooks.example.org/portal',
        // In the API's order, whatever order they were ticked in.
        events: ['shipment.created', 'shipment.cancelled'],
      }),
    );

    const shown = await screen.findByRole('alertdialog', {
      name: `Signing secret for ${isolateText('https://hooks.example.org/portal')}`,
    });
    expect(within(shown).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(
      within(shown).getByText('Copy this secret now. You will not see it again: the portal shows it only once.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Endpoint added: copy its signing secret now')).toBeInTheDocument();
    const copy = within(shown).getByRole('button', { name: 'Copy' });
    await waitFor(() => expect(copy).toHaveFocus());
    await user.click(copy);
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // Escape does not lose the secret by accident; Done closes it, and it is gone from the page.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(SECRET);
    const created = cardOf('https://hooks.example.org/portal');
    expect(within(created).getByText('Shipment created')).toBeInTheDocument();
    expect(within(created).getByText('Shipment cancelled')).toBeInTheDocument();
  });

  it('puts the API’s refusal of the address beside the field', async () => {
    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'url', message: 'Only https:// addresses are allowed' },
      ]),
    );
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    // http:// is the operator's choice (allowed in the demo): the form sends it and the API decides.
    await user.click(url);
    await user.paste('http://127.0.0.1:9000/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Only https:// addresses are allowed')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(url).toHaveFocus());
    expect(await screen.findByText('Failed to add the endpoint')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the form open with the API’s message when the cap is reached', async () => {
    post.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'You already have 10 webhook endpoints'));
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.click(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }));
    await user.paste('https://one.example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('You already have 10 webhook endpoints')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a webhook endpoint' })).toBeInTheDocument();
  });
});

describe('changing an endpoint', () => {
  it('edits the address, the events and turns it back on, with its version', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://erp.example.com/in'));
    await user.click(screen.getByRole('button', { name: `Edit ${isolateText('https://erp.example.com/in')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    expect(url).toHaveValue('https://erp.example.com/in');
    const enabled = within(dialog).getByRole('checkbox', { name: 'Send events to this endpoint' });
    expect(enabled).not.toBeChecked();
    await user.clear(url);
    await user.click(url);
    await user.paste('https://erp.example.com/v2');
    await user.click(within(dialog).getByRole('checkbox', { name: /Shipment processed/ }));
    await user.click(enabled);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/webhooks/w-2', {
        url: 'https://erp.example.com/v2',
        events: ['shipment.processed', 'shipment.cancelled'],
        enabled: true,
        version: 4,
      }),
    );
    expect(await screen.findByText('Endpoint saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the saved endpoint once its answer is in.
    const card = await waitFor(() => cardOf('https://erp.example.com/v2'));
    expect(within(card).getByText('Enabled')).toBeInTheDocument();
  });

  it('reads the list again when the endpoint was changed elsewhere', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    endpoints = endpoints.map((row) => (row.id === 'w-1' ? { ...row, version: 7, events: ['shipment.created'] } : row));
    const before = listReads();
    await user.click(
      screen.getByRole('button', { name: `Edit ${isolateText('https://shop.example.com/hooks/portal')}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Someone else changed it')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listReads()).toBe(before + 1));
    await waitFor(() =>
      expect(within(cardOf('https://shop.example.com/hooks/portal')).getByText('Shipment created')).toBeInTheDocument(),
    );
  });

  it('deletes only after confirmation', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    const name = `Delete ${isolateText('https://shop.example.com/hooks/portal')}`;
    await user.click(screen.getByRole('button', { name }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    expect(confirm).toHaveTextContent('will receive no more events, and its delivery log is deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(del).toHaveBeenCalledWith('/webhooks/w-1');
    expect(await screen.findByText('Endpoint deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).queryByText('https://shop.example.com/hooks/portal')).toBeNull());
    expect(cardOf('https://erp.example.com/in')).toBeInTheDocument();
  });

  it('rotates the secret only after confirmation, shows the new one once and how long the old one signs', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    const name = `Rotate secret of ${isolateText('https://shop.example.com/hooks/portal')}`;
    await user.click(screen.getByRole('button', { name }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    expect(confirm).toHaveTextContent(
      /The current one keeps signing beside it for 24 hours, until \d{1,2} \w{3} \d{4}/,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name }));
    confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(post).toHaveBeenCalledWith('/webhooks/w-1/rotate-secret');
    const shown = await screen.findByRole('alertdialog', {
      name: `New signing secret for ${isolateText('https://shop.example.com/hooks/portal')}`,
    });
    expect(within(shown).getByTestId('webhook-secret')).toHaveTextContent(NEW_SECRET);
    const until = formatDateTime(endpoints[0].previousSecretExpiresAt);
    expect(
      within(shown).getByText(
        `The previous secret keeps signing beside this one until ${until}, so that you can switch your receiver over.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(NEW_SECRET);
    expect(
      within(cardOf('https://shop.example.com/hooks/portal')).getByText(
        new RegExp(`The previous secret also signs until ${until}`),
      ),
    ).toBeInTheDocument();
  });

  it('sends a test event', async () => {
    const { user } = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    await user.click(
      screen.getByRole('button', {
        name: `Send test event to ${isolateText('https://shop.example.com/hooks/portal')}`,
      }),
    );
    expect(post).toHaveBeenCalledWith('/webhooks/w-1/test');
    expect(await screen.findByText('Test event queued: see it in the deliveries')).toBeInTheDocument();
  });
});

describe('the delivery log', () => {
  const openLog = async () => {
    const rendered = render();
    await waitFor(() => cardOf('https://shop.example.com/hooks/portal'));
    await rendered.user.click(
      screen.getByRole('button', { name: `Deliveries to ${isolateText('https://shop.example.com/hooks/portal')}` }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    return { ...rendered, drawer };
  };

  it('shows each delivery with its status and every attempt: status code, duration and answer', async () => {
    const { drawer } = await openLog();
    const items = await within(drawer).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [processed, test] = items;
    expect(within(processed).getByRole('heading', { name: /Shipment processed/ })).toHaveTextContent(
      'shipment.processed',
    );
    expect(within(processed).getByText('Delivered')).toHaveAttribute('data-colour', 'success');
    expect(within(processed).getByText(`Created ${formatDateTime('2026-03-03T10:00:00Z')}`)).toBeInTheDocument();
    const attempts = within(processed).getByRole('table', { name: 'Attempts of Shipment processed' });
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', formatDateTime('2026-03-03T10:00:01Z'), '500', '1,234 ms', 'refused 500'],
      ['2', formatDateTime('2026-03-03T10:00:40Z'), '200', '42 ms', 'ok'],
    ]);

    expect(within(test).getByRole('heading', { name: /Test event/ })).toBeInTheDocument();
    expect(within(test).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
    expect(within(test).getByText(`Next attempt ${formatDateTime('2026-03-03T11:00:30Z')}`)).toBeInTheDocument();
    const failed = within(within(test).getByRole('table')).getAllByRole('row')[1];
    expect(within(failed).getByText('No answer')).toBeInTheDocument();
    expect(within(failed).getByText('timed out after 10000 ms')).toBeInTheDocument();
  });

  it('resends a delivery and reads the log again; Refresh reads it too', async () => {
    const { user, drawer } = await openLog();
    const [processed] = await within(drawer).findAllByRole('listitem');
    const before = logReads();
    await user.click(
      within(processed).getByRole('button', {
        name: `Resend Shipment processed of ${formatDateTime('2026-03-03T10:00:00Z')}`,
      }),
    );
    expect(post).toHaveBeenCalledWith('/webhooks/w-1/deliveries/d-1/resend');
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
    await waitFor(() => expect(logReads()).toBe(before + 1));

    deliveries = [delivery({ status: 'pending', nextAttemptAt: '2026-03-06T10:00:00Z', deliveredAt: null })];
    await user.click(within(drawer).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(1));
    expect(within(drawer).getByText('Pending')).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    deliveries = [];
    const { drawer } = await openLog();
    expect(await within(drawer).findByText('No deliveries yet')).toBeInTheDocument();
  });

  it('closes with Escape, back to the list', async () => {
    const { user } = await openLog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deliveries' })).toBeNull());
    expect(cardOf('https://shop.example.com/hooks/portal')).toBeInTheDocument();
  });
});

describe('in Arabic', () => {
  it('shows the page, the events and the form in Arabic', async () => {
    const { user } = render('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'خطافات الويب' })).toBeInTheDocument();
    const erp = await waitFor(() => cardOf('https://erp.example.com/in'));
    expect(within(erp).getByText('معطّلة')).toBeInTheDocument();
    expect(within(erp).getByText('عطّلتها البوابة: فشل كل إرسال لمدة ثلاثة أيام')).toBeInTheDocument();
    expect(within(erp).getByText('إلغاء شحنة')).toBeInTheDocument();
    // The address stays left to right inside the right-to-left page.
    const heading = within(erp).getByRole('heading', { name: 'https://erp.example.com/in' });
    expect(heading).not.toHaveAttribute('dir');
    expect(within(heading).getByText('https://erp.example.com/in').tagName).toBe('BDI');
    expect(within(heading).getByText('https://erp.example.com/in')).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'إضافة نقطة استقبال' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة نقطة استقبال' });
    expect(within(dialog).getByRole('checkbox', { name: /معالجة شحنة/ })).toBeChecked();
  });
});
