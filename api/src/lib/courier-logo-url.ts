/** Where a courier's logo is served; the upload time in the query makes a new logo a new URL. */
export function courierLogoUrl(courierId: string, logoUpdatedAt: Date | null): string | null {
  return logoUpdatedAt ? `/api/v1/lookups/couriers/${courierId}/logo?v=${logoUpdatedAt.getTime()}` : null;
}
