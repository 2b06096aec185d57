import { useEffect, useRef, useState } from 'react';
import { buyBatchChunk } from '../api/buy-batch';
import type { BuyChunk, BuyRow } from '../api/types';

/** Rows booked per request: small enough to show progress and to stop soon after Stop. */
export const BUY_CHUNK_SIZE = 25;

export interface BuyRun {
  total: number;
  results: BuyChunk['results'];
  state: 'running' | 'done' | 'stopped' | 'failed';
}

/**
 * Buys rows chunk by chunk, each at the price shown; Stop ends the run after the chunk in flight, and leaving
 * the page ends it (the rows not reached stay drafts).
 */
export function useBatchBuy(importId: string, onFinished: () => void) {
  const [run, setRun] = useState<BuyRun | null>(null);
  const [stopping, setStopping] = useState(false);
  const stopRequested = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (rows: BuyRow[], onError: (error: unknown) => void) => {
    stopRequested.current = false;
    setStopping(false);
    controller.current = new AbortController();
    let results: BuyRun['results'] = [];
    setRun({ total: rows.length, results, state: 'running' });
    try {
      for (let at = 0; at < rows.length; at += BUY_CHUNK_SIZE) {
        const chunk = await buyBatchChunk(importId, rows.slice(at, at + BUY_CHUNK_SIZE), controller.current.signal);
        results = [...results, ...chunk.results];
        const finished = at + BUY_CHUNK_SIZE >= rows.length;
        const state = finished ? 'done' : stopRequested.current ? 'stopped' : 'running';
        setRun({ total: rows.length, results, state });
        if (state !== 'running') break;
      }
    } catch (error) {
      onError(error);
      setRun({ total: rows.length, results, state: 'failed' });
    } finally {
      setStopping(false);
      onFinished();
    }
  };

  const stop = () => {
    stopRequested.current = true;
    setStopping(true);
  };

  return { run, stopping, start, stop };
}
