import { Box } from '@portal/shared/ui/core';

/** A determinate progress bar (0–1) named by `label`; it fills from the start side in either direction. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      height="2"
      borderRadius="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box height="full" width={`${percent}%`} bg="colorPalette.solid" transition="width 0.2s" />
    </Box>
  );
}
