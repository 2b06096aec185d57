import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { components } from '../api/generated/openapi';

/** An address of the address book (GET /api/v1/addresses/…), places named in both languages. */
export type Address = components['schemas']['Address'];

/** Where users manage addresses: the prompt for a missing primary pick-up address links here. */
export const ADDRESSES_PATH = '/addresses';

/** The caller's primary pick-up address, or null when there is none yet (the API's 200 `null`: not an error). */
export function fetchPrimaryPickupAddress(): Promise<Address | null> {
  return api.get<Address | null>('/addresses/primary-pickup');
}

export type PrimaryPickupStatus = 'loading' | 'found' | 'missing' | 'error';

export interface PrimaryPickupState {
  status: PrimaryPickupStatus;
  address: Address | null;
  error: unknown;
  reload(): void;
}

/**
 * The primary pick-up address for the shipment flow's sender: `missing` means the user should
 * create one on /addresses (ADDRESSES_PATH) first.
 */
export function usePrimaryPickupAddress(): PrimaryPickupState {
  const [generation, setGeneration] = useState(0);
  // The last answer and its generation: until the current generation answers, it is loading.
  const [answer, setAnswer] = useState<Omit<PrimaryPickupState, 'reload'> & { generation: number }>({
    generation: -1,
    status: 'loading',
    address: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    fetchPrimaryPickupAddress().then(
      (address) => current && setAnswer({ generation, status: address ? 'found' : 'missing', address, error: null }),
      (error: unknown) => current && setAnswer({ generation, status: 'error', address: null, error }),
    );
    return () => {
      current = false;
    };
  }, [generation]);
  const reload = () => setGeneration((value) => value + 1);
  const { address } = answer;
  if (answer.generation !== generation) return { status: 'loading', address, error: null, reload };
  return { status: answer.status, address, error: answer.error, reload };
}
