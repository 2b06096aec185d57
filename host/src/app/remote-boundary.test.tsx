import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { isChunkLoadError, RemoteBoundary } from './remote-boundary';

describe('remote boundary', () => {
  it('turns a crash into the unavailable page, and Retry renders the page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      const [, rerender] = useState(0);
      if (fail) throw new Error('remote bug');
      return <button onClick={() => rerender(1)}>Remote page</button>;
    }
    const view = renderWithProviders(
      <RemoteBoundary remote="remote_x">
        <Flaky />
      </RemoteBoundary>,
    );
    expect(screen.getByText('This section is temporarily unavailable')).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('remote "remote_x" failed while rendering: remote bug'),
      expect.anything(),
    );
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Remote page' })).toBeVisible();
  });

  it('recognises a chunk that failed to download (a reload retries it)', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
